// @astrosetu/design-system/zodiac-sign-tile: one shared module per component, so an app downloads only what it imports.
export * from './zodiac-sign-tile';
export * from './zodiac-signs';
