import type { ChartConventions, FullKundli, Kundli, KundliSection } from '@astrosetu/contracts';
import { formatDms, round } from '../core/angles';
import { ayanamsaLabel } from '../core/ayanamsa';
import type { Moment } from '../core/moment';
import { computeVimshottari } from '../dasha/vimshottari';
import { panchangAt } from '../panchang/panchang';
import { computeDoshas } from '../yogas/doshas';
import { computeYogas } from '../yogas/yogas';
import { computeBirthChart, planetOf } from './birth-chart';
import { ALL_KUNDLI_SECTIONS, chartDepthSections } from './chart-depth';
import { moonDetailsOf } from './moon-details';

/**
 * The full kundli for a resolved birth moment: planets, ascendant, whole-sign houses, the Moon's avakhada
 * details, Vimshottari dasha (current periods as of `asOfUtcMs`), yogas, doshas and the panchang of the
 * birth moment, and the depth (vargas, three-level and Yogini dashas, ashtakavarga, aspects, bhava chalit) with the
 * conventions used. Pure: the same inputs always give the same chart.
 */
export const DEFAULT_CHART_CONVENTIONS: ChartConventions = { ayanamsa: 'lahiri', nodes: 'mean', positions: 'apparent' };

/** The kundli with every depth section (reports, chart images, transits). */
export function computeKundli(moment: Moment, asOfUtcMs: number, conventions: ChartConventions = DEFAULT_CHART_CONVENTIONS): FullKundli {
  return computeKundliWith(moment, asOfUtcMs, conventions, ALL_KUNDLI_SECTIONS) as FullKundli;
}

/**
 * The kundli with only the depth `sections` asked for (POST /api/kundli?sections=): the default answer skips the
 * three-level and Yogini dashas, fourteen of the vargas, ashtakavarga and shadbala, four fifths of the whole.
 */
export function computeKundliWith(moment: Moment, asOfUtcMs: number, conventions: ChartConventions, sections: readonly KundliSection[]): Kundli {
  const chart = computeBirthChart(moment.utcMs, moment.latitude, moment.longitude, conventions);
  const moon = planetOf(chart, 'Moon');
  const sun = planetOf(chart, 'Sun');
  const panchang = panchangAt(moment.utcMs, moment.latitude, moment.longitude, moment.zone);
  return {
    input: moment.resolved,
    ayanamsa: {
      name: ayanamsaLabel(conventions.ayanamsa),
      degrees: round(chart.sky.trueAyanamsa, 6),
      text: formatDms(chart.sky.trueAyanamsa),
    },
    houseSystem: 'Whole sign',
    nodes: conventions.nodes === 'true' ? 'True' : 'Mean',
    ascendant: chart.ascendant,
    planets: chart.planets,
    houses: chart.houses,
    moonSign: moon.sign,
    sunSign: sun.sign,
    nakshatra: moon.nakshatra,
    moon: moonDetailsOf(moon),
    dasha: computeVimshottari(moon.longitude, moment.utcMs, asOfUtcMs),
    yogas: computeYogas(chart.planets),
    doshas: computeDoshas(chart.planets),
    panchang,
    depth: chartDepthSections(chart, moment.utcMs, asOfUtcMs, conventions, {
      latitude: moment.latitude,
      longitude: moment.longitude,
      sunriseMs: panchang.sunrise ? Date.parse(panchang.sunrise) : null,
      sunsetMs: panchang.sunset ? Date.parse(panchang.sunset) : null,
    }, sections),
  };
}
