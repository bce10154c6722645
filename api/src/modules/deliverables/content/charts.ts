import { defaultChartStyleFor, type Kundli, type UiLanguage } from '@astrosetu/contracts';
import { drawingFromKundli, renderChartSvg } from '../../../astrology';
import { drawingFromVarga, vargaChart, type VargaDivision } from '../../../astrology/varga/vargas';

/**
 * Chart drawings (SVG) of a kundli and of its divisional charts (the engine's vargas). `language` (the order's;
 * English by default) writes the grahas, signs and the chart's words in Hindi or Tamil, and picks the style its
 * readers use: South Indian for Tamil, Telugu, Kannada and Malayalam, North Indian otherwise (defaultChartStyleFor).
 */

const CHART_SIZE = 420;

export function rasiChartSvg(kundli: Kundli, language: UiLanguage = 'en'): string {
  return renderChartSvg(drawingFromKundli(kundli, undefined, language), defaultChartStyleFor(language), { size: CHART_SIZE });
}

/** The Moon chart (Chandra lagna): the same planets with the Moon's sign as the 1st house. */
export function moonChartSvg(kundli: Kundli, language: UiLanguage = 'en'): string {
  const moonSign = kundli.planets.find((planet) => planet.name === 'Moon')!.signIndex;
  // No title: the South Indian middle would otherwise say 'Rasi Chart' of the Moon chart (its caption names it).
  return renderChartSvg({ ...drawingFromKundli(kundli, undefined, language), ascendantSign: moonSign }, defaultChartStyleFor(language), { size: CHART_SIZE, title: '' });
}

export interface DivisionalChart {
  ascendantSign: number;
  signs: Array<{ planet: string; sign: number }>;
  svg: string;
}

export function divisionalChart(kundli: Kundli, division: VargaDivision, language: UiLanguage = 'en'): DivisionalChart {
  const chart = vargaChart(kundli, division);
  return {
    ascendantSign: chart.ascendantSign,
    signs: chart.placements.filter((placement) => placement.name !== 'Ascendant').map((placement) => ({ planet: placement.name, sign: placement.signIndex })),
    svg: renderChartSvg(drawingFromVarga(chart, undefined, language), defaultChartStyleFor(language), { size: CHART_SIZE, title: '' }),
  };
}
