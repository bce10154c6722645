// @astrosetu/design-system/price: one shared module per component, so an app downloads only what it imports.
export * from './price';
