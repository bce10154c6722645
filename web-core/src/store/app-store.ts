import { combineSlices, configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';
import { refetchOnLanguageChange } from '../language/refetch-on-language-change';
import { colorModeSlice } from '../preferences/color-mode-slice';
import { sessionSlice } from '../session/session-slice';

// Declared in the package entry so that remotes can extend it by declaration merging (see there).
import type { LazyLoadedSlices } from '../index';

export const rootReducer = combineSlices(baseApi, sessionSlice, colorModeSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<Result = void> = ThunkAction<Result, RootState, unknown, UnknownAction>;

let appStore: AppStore | undefined;

/**
 * The store of the running site. web-core is a federation singleton, so the shell and every remote get this
 * same instance: one session, one api cache, one colour mode.
 */
export function getAppStore(): AppStore {
  if (!appStore) {
    appStore = createAppStore();
    refetchOnLanguageChange(appStore);
  }
  return appStore;
}

/** Adds a remote's slice to the running store (its state starts at the slice's initial state). */
export const injectSlice = rootReducer.inject;
