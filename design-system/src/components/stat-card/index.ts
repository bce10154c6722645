// @astrosetu/design-system/stat-card: one shared module per component, so an app downloads only what it imports.
export * from './stat-card';
