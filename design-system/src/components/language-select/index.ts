// @astrosetu/design-system/language-select: one shared module per component, so an app downloads only what it imports.
export * from './language-select';
export * from './indian-languages';
