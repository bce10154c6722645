import { defaultChartStyleFor, type Kundli, type ReportChartStyle, type UiLanguage } from '@astrosetu/contracts';
import { drawingFromKundli, drawingFromVarga, renderChartSvg, svgToPng, vargaChart, type VargaDivision } from '../../../astrology';
import type { DrawingModel } from '../../../astrology/chart-render/drawing';
import type { ReportRequest } from '../report-request';

/**
 * Chart pictures for the PDFs, drawn by the engine's own renderer (the one the site shows) and rasterised at
 * twice the printed size. Titles stay in the PDF text, not in the picture, so names in any script print with
 * the report's fonts and remain copyable.
 *
 * A chart is drawn in the report's language (सू चं मं, சூ சந் செ) and in the style its reader uses: the one
 * chosen with the order, else the language's own (defaultChartStyleFor: South Indian for Tamil, Telugu, Kannada and Malayalam, North
 * Indian for the others).
 */
export interface ReportChartLook {
  language: UiLanguage;
  style: ReportChartStyle;
}

export function reportChartLook(request: Pick<ReportRequest, 'language' | 'chartStyle'>): ReportChartLook {
  const language = request.language ?? 'en';
  return { language, style: request.chartStyle ?? (defaultChartStyleFor(language) === 'south' ? 'south' : 'north') };
}

function png(model: DrawingModel, printedSize: number, style: ReportChartStyle): Buffer {
  const pixels = Math.round(printedSize * 2);
  return svgToPng(renderChartSvg({ ...model, title: undefined }, style, { size: pixels, title: '' }), pixels);
}

/** The rashi (D1) chart. */
export function rashiChartPng(kundli: Kundli, printedSize: number, look: ReportChartLook): Buffer {
  return png(drawingFromKundli(kundli, undefined, look.language), printedSize, look.style);
}

/** The Moon chart (Chandra lagna): the same planets with the Moon's sign as the 1st house. */
export function moonChartPng(kundli: Kundli, printedSize: number, look: ReportChartLook): Buffer {
  const moonSign = kundli.planets.find((planet) => planet.name === 'Moon')!.signIndex;
  return png({ ...drawingFromKundli(kundli, undefined, look.language), ascendantSign: moonSign }, printedSize, look.style);
}

/** A divisional chart (D9, D10, ...). */
export function vargaChartPng(kundli: Kundli, division: VargaDivision, printedSize: number, look: ReportChartLook): Buffer {
  return png(drawingFromVarga(vargaChart(kundli, division), undefined, look.language), printedSize, look.style);
}
