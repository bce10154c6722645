// @astrosetu/design-system/wallet-chip: one shared module per component, so an app downloads only what it imports.
export * from './wallet-chip';
