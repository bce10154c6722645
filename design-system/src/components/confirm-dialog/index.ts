// @astrosetu/design-system/confirm-dialog: one shared module per component, so an app downloads only what it imports.
export * from './confirm-dialog';
