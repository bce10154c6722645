import type { Kundli } from '@astrosetu/contracts';
import { drawingFromKundli, renderChartSvg } from '../../../astrology';
import { drawingFromVarga, vargaChart, type VargaDivision } from '../../../astrology/varga/vargas';

/** Chart drawings (North Indian SVG) of a kundli and of its divisional charts (the engine's vargas). */

const CHART_SIZE = 420;

export function rasiChartSvg(kundli: Kundli): string {
  return renderChartSvg(drawingFromKundli(kundli), 'north', { size: CHART_SIZE });
}

/** The Moon chart (Chandra lagna): the same planets with the Moon's sign as the 1st house. */
export function moonChartSvg(kundli: Kundli): string {
  const moonSign = kundli.planets.find((planet) => planet.name === 'Moon')!.signIndex;
  return renderChartSvg({ ...drawingFromKundli(kundli), ascendantSign: moonSign }, 'north', { size: CHART_SIZE });
}

export interface DivisionalChart {
  ascendantSign: number;
  signs: Array<{ planet: string; sign: number }>;
  svg: string;
}

export function divisionalChart(kundli: Kundli, division: VargaDivision): DivisionalChart {
  const chart = vargaChart(kundli, division);
  return {
    ascendantSign: chart.ascendantSign,
    signs: chart.placements.filter((placement) => placement.name !== 'Ascendant').map((placement) => ({ planet: placement.name, sign: placement.signIndex })),
    svg: renderChartSvg(drawingFromVarga(chart), 'north', { size: CHART_SIZE }),
  };
}
