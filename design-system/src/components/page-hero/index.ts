// @astrosetu/design-system/page-hero: one shared module per component, so an app downloads only what it imports.
export * from './page-hero';
