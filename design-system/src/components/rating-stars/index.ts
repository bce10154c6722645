// @astrosetu/design-system/rating-stars: one shared module per component, so an app downloads only what it imports.
export * from './rating-stars';
