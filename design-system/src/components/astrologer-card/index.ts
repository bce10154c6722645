// @astrosetu/design-system/astrologer-card: one shared module per component, so an app downloads only what it imports.
export * from './astrologer-card';
