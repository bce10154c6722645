// The site's react-redux: the hooks API, without connect() and its selector factories.
//
// react-redux is a shared singleton (one store context for the whole site), and a shared module is loaded whole
// (see package-subsets.ts). The names below are what web-core and RTK Query's React module import
// (dist/query/react/rtk-query-react.modern.mjs).
export {
  Provider,
  ReactReduxContext,
  batch,
  shallowEqual,
  useDispatch,
  useSelector,
  useStore,
} from 'astrosetu-react-redux-full';
