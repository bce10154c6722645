// @astrosetu/web-core: the shared web library, loaded once (federation singleton) by the shell and every remote.
// Deep entries: @astrosetu/web-core/realtime (Socket.IO client), @astrosetu/web-core/standalone (remote dev mount),
// @astrosetu/web-core/testing (Mock Service Worker for the web apps' tests).
export * from './api/base-api';
export * from './api/auth-api';
export * from './api/catalogue-prices-api';
export * from './api/api-error';
export * from './store/app-store';
export * from './store/hooks';
export * from './document/use-document-meta';
export * from './session/credentials-storage';
export * from './session/session-slice';
export * from './session/session-actions';
export * from './session/use-session';
export * from './preferences/color-mode-slice';
export * from './preferences/use-color-mode';
export * from './language';
export * from './providers/app-providers';
export * from './providers/remote-pages';
export * from './ui/page-spinner';
export * from './ui/render-after-first-commit';
export * from './purchases/purchase-drafts';

/**
 * Slices a remote adds to the shared store at run time. A remote declares its slice by declaration merging,
 *   declare module '@astrosetu/web-core' { interface LazyLoadedSlices extends WithSlice<typeof chatSlice> {} }
 * then injects it with `injectSlice(chatSlice)`; its state is then typed in RootState.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}
