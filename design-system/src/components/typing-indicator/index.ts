// @astrosetu/design-system/typing-indicator: one shared module per component, so an app downloads only what it imports.
export * from './typing-indicator';
