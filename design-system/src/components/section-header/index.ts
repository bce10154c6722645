// @astrosetu/design-system/section-header: one shared module per component, so an app downloads only what it imports.
export * from './section-header';
