// @astrosetu/design-system/i18n: the site's translation machinery (one translator, shared as a federation singleton),
// per-project catalogues with typed keys, and the visitor's language choice.
export * from './i18n-instance';
export * from './define-catalogue';
export * from './language-choice';
