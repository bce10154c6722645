/**
 * The astrology engine's public surface for the rest of the API (the PDF report, the chat's birth chart
 * card): pure functions over a resolved birth moment. The HTTP routes are in http/astrology-router.ts.
 *
 *   const moment = resolveMoment({ date: '1990-05-15', time: '06:30', latitude: 13.08, longitude: 80.27 });
 *   const kundli = computeKundli(moment, Date.now());
 *   const png = svgToPng(renderChartSvg(drawingFromKundli(kundli, 'Asha'), 'north', { size: 500 }), 500);
 */
export { resolveMoment, type Moment } from './core/moment';
export { TimeZoneError } from './core/time-zone';
export { computeKundli } from './chart/kundli';
export { computeGunaMilan } from './matching/match-charts';
export { dayPanchang, panchangAt } from './panchang/panchang';
export { vivahMuhurtas, type VivahDay, type VivahWindow } from './muhurta/vivah-muhurta';
export { withoutChandrashtama } from './muhurta/chandrashtama';
export { computeKpAnalysis, computeKpEphemeris } from './kp/kp';
export { computeNumerology } from './numerology/numerology';
export { zodiacCompatibility } from './compatibility/zodiac-compatibility';
export { placeById, searchPlaces } from './places/gazetteer';
export { VARGA_DIVISIONS, VARGA_NAMES, drawingFromVarga, shodashavarga, vargaChart, vargaSign, type VargaChart, type VargaDivision, type VargaPlacement } from './varga/vargas';
export { drawingFromChart, drawingFromKundli, renderChartSvg, renderDiamond, renderNorthIndian, renderSouthIndian, svgToPng } from './chart-render';
export { createAstrologyRouter, type AstrologyRouterDeps } from './http/astrology-router';
