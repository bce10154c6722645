import type { Kundli } from '@astrosetu/contracts';
import { drawingFromKundli, drawingFromVarga, renderChartSvg, svgToPng, vargaChart, type VargaDivision } from '../../../astrology';
import type { DrawingModel } from '../../../astrology/chart-render/drawing';

/**
 * Chart pictures for the PDFs, drawn by the engine's own renderer (the one the site shows) and rasterised at
 * twice the printed size. Titles stay in the PDF text, not in the picture, so names in any script print with
 * the report's fonts and remain copyable.
 */
function png(model: DrawingModel, printedSize: number, style: 'north' | 'south' = 'north'): Buffer {
  const pixels = Math.round(printedSize * 2);
  return svgToPng(renderChartSvg({ ...model, title: undefined }, style, { size: pixels, title: '' }), pixels);
}

/** The rashi (D1) chart. */
export function rashiChartPng(kundli: Kundli, printedSize: number, style: 'north' | 'south' = 'north'): Buffer {
  return png(drawingFromKundli(kundli), printedSize, style);
}

/** The Moon chart (Chandra lagna): the same planets with the Moon's sign as the 1st house. */
export function moonChartPng(kundli: Kundli, printedSize: number): Buffer {
  const moonSign = kundli.planets.find((planet) => planet.name === 'Moon')!.signIndex;
  return png({ ...drawingFromKundli(kundli), ascendantSign: moonSign }, printedSize);
}

/** A divisional chart (D9, D10, ...). */
export function vargaChartPng(kundli: Kundli, division: VargaDivision, printedSize: number): Buffer {
  return png(drawingFromVarga(vargaChart(kundli, division)), printedSize);
}
