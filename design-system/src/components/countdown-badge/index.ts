// @astrosetu/design-system/countdown-badge: one shared module per component, so an app downloads only what it imports.
export * from './countdown-badge';
export * from './countdown-tone';
