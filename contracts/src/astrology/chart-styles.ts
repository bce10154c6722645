import type { UiLanguage } from '../ui-language';

// The chart styles and image formats as plain constants, apart from chart-image.ts and its zod schemas: the kundli
// page only lists the styles, and importing them from chart-image.ts made it download all of zod (~26 KiB
// gzipped) and build every astrology schema while the page starts.

export const chartStyles = ['north', 'south', 'diamond', 'east'] as const;
export type ChartStyle = (typeof chartStyles)[number];

/**
 * The chart a reader of each language expects when they have not chosen one: Tamil readers (and their almanacs and
 * jathagam software) draw the South Indian square with fixed signs; Hindi and English readers the North Indian
 * diamond with fixed houses. Any style can still be asked for (the chart endpoint's `style`, the report form's
 * `chartStyle`, the kundli page's switch).
 */
export function defaultChartStyleFor(language: UiLanguage | undefined): ChartStyle {
  return language === 'ta' ? 'south' : 'north';
}

/** The styles a paid report prints its charts in (chosen with the order; unset: defaultChartStyleFor its language). */
export const reportChartStyles = ['north', 'south'] as const satisfies readonly ChartStyle[];
export type ReportChartStyle = (typeof reportChartStyles)[number];

export const chartImageFormats = ['svg', 'png'] as const;
