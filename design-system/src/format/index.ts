// @astrosetu/design-system/format: pure formatters (money in rupees, durations, dates and times in IST, astrologers'
// specializations and languages), no React, no MUI.
export * from './format-locale';
export * from './format-money';
export * from './format-duration';
export * from './format-date';
export * from './format-count';
export * from './format-calendar-day';
export * from './format-astrologer-profile';
