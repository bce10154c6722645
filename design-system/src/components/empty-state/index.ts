// @astrosetu/design-system/empty-state: one shared module per component, so an app downloads only what it imports.
export * from './empty-state';
