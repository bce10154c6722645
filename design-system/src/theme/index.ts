// @astrosetu/design-system/theme: the brand theme, its provider and tokens (every app loads this one).
export * from './create-app-theme';
export * from './app-theme-provider';
export * from './brand-tokens';
export * from './palettes';
export type { BrandPalette } from './mui-augmentation';
