// The chart styles and image formats as plain constants, apart from chart-image.ts and its zod schemas: the kundli
// page only lists the styles, and importing them from chart-image.ts made it download all of zod (~26 KiB
// gzipped) and build every astrology schema while the page starts.

export const chartStyles = ['north', 'south', 'diamond', 'east'] as const;
export type ChartStyle = (typeof chartStyles)[number];
export const chartImageFormats = ['svg', 'png'] as const;
