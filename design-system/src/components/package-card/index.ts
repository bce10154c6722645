// @astrosetu/design-system/package-card: one shared module per component, so an app downloads only what it imports.
export * from './package-card';
