// @astrosetu/design-system/skeleton-card: one shared module per component, so an app downloads only what it imports.
export * from './skeleton-card';
