// @astrosetu/design-system/format: pure formatters (money in rupees, durations), no React, no MUI.
export * from './format-money';
export * from './format-duration';
