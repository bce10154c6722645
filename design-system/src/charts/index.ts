// @astrosetu/design-system/charts: dependency-free SVG charts.
export * from './line-chart';
export * from './bar-chart';
export * from './chart-types';
