// @astrosetu/design-system/format: pure formatters (money in rupees, durations, dates and times in IST), no React, no MUI.
export * from './format-money';
export * from './format-duration';
export * from './format-date';
export * from './format-count';
export * from './format-calendar-day';
