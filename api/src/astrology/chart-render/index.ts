/**
 * Chart images for the web, the chat's birth chart card and the paid PDF report:
 *
 *   const model = drawingFromKundli(kundli, 'Rahul Sharma');
 *   const svg = renderChartSvg(model, 'north', { size: 500 });
 *   const png = svgToPng(svg, 500);
 */
export { drawingFromChart, drawingFromKundli, planetLabel, type DrawingModel } from './drawing';
export { renderChartSvg, renderDiamond, renderEastIndian, renderNorthIndian, renderSouthIndian, type RenderOptions } from './renderers';
export { svgToPng } from './png';
