import type { UiLanguage } from '../ui-language';

// The chart styles and image formats as plain constants, apart from chart-image.ts and its zod schemas: the kundli
// page only lists the styles, and importing them from chart-image.ts made it download all of zod (~26 KiB
// gzipped) and build every astrology schema while the page starts.

export const chartStyles = ['north', 'south', 'diamond', 'east'] as const;
export type ChartStyle = (typeof chartStyles)[number];

const SOUTH_INDIAN_CHART_LANGUAGES: ReadonlySet<UiLanguage> = new Set(['ta', 'te', 'kn', 'ml']);

/**
 * The chart a reader of each language expects when they have not chosen one: Tamil, Telugu, Kannada and Malayalam
 * readers (and their almanacs, jathagam, jatakam, jataka and grahanila software) draw the South Indian square with
 * fixed signs; Hindi, Marathi, Gujarati and English readers the North Indian diamond with fixed houses. Bengali
 * panjikas draw the East Indian chart, but the default stays the North Indian diamond: paid reports and birth chart
 * deliverables print only `reportChartStyles`, and one default serves them all. Any style can still be asked for (the
 * chart endpoint's `style`, 'east' included; the report form's `chartStyle`; the kundli page's switch).
 */
export function defaultChartStyleFor(language: UiLanguage | undefined): ChartStyle {
  return language !== undefined && SOUTH_INDIAN_CHART_LANGUAGES.has(language) ? 'south' : 'north';
}

/** The styles a paid report prints its charts in (chosen with the order; unset: defaultChartStyleFor its language). */
export const reportChartStyles = ['north', 'south'] as const satisfies readonly ChartStyle[];
export type ReportChartStyle = (typeof reportChartStyles)[number];

export const chartImageFormats = ['svg', 'png'] as const;
