// @astrosetu/design-system/chat-bubble: one shared module per component, so an app downloads only what it imports.
export * from './chat-bubble';
export * from './delivery-status';
