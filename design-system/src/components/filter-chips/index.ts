// @astrosetu/design-system/filter-chips: one shared module per component, so an app downloads only what it imports.
export * from './filter-chips';
