// The site's @reduxjs/toolkit: what the site and RTK Query import from it, nothing else.
//
// @reduxjs/toolkit is a shared singleton, and shared modules are not tree-shaken: the whole package (listener
// middleware, entity adapters, dynamic middleware...) would be on every first visit. Every app's build maps the
// package name to this module instead (see package-subsets.ts), so the shared module is tree-shaken to these
// names. RTK Query's own modules import the package by name too, so their imports are listed here as well: a
// name missing here is `undefined` inside node_modules (only our own code fails the build on it).
export {
  // The site (web-core's store, session and colour-mode slices).
  combineSlices,
  configureStore,
  createSlice,
  isAnyOf,
  // RTK Query (dist/query/rtk-query.modern.mjs and dist/query/react/rtk-query-react.modern.mjs).
  SHOULD_AUTOBATCH,
  combineReducers,
  createAction,
  createAsyncThunk,
  createNextState,
  createSelector,
  formatProdErrorMessage,
  isAction,
  isAllOf,
  isAsyncThunkAction,
  isFulfilled,
  isPending,
  isPlainObject,
  isRejected,
  isRejectedWithValue,
  nanoid,
  prepareAutoBatched,
} from 'astrosetu-redux-toolkit-full';
