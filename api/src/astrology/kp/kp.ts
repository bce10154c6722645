import type { KpCalculationResponse, KpEphemerisResponse, KpPoint, PlanetPosition, UiLanguage } from '@astrosetu/contracts';
import { formatDms, normalizeDegrees, round, signedDifference } from '../core/angles';
import { ayanamsaLabel } from '../core/ayanamsa';
import type { Moment } from '../core/moment';
import {
  NAKSHATRA_SPAN,
  SIGN_LORDS,
  SIGN_NAMES,
  VIMSHOTTARI,
  nakshatraLord,
  tithiLord,
  type Planet,
} from '../core/vedic-data';
import { computeBirthChart, planetOf } from '../chart/birth-chart';
import { describePoint } from '../chart/zodiac-point';
import { computeAngles } from '../ephemeris/sky';
import { panchangAt } from '../panchang/panchang';
import { houseOfLongitude, placidusCusps } from './placidus';
import { kpText } from './kp-language';

/**
 * Krishnamurti Paddhati (KP): sidereal positions with the KP ayanamsa, Placidus cusps, and for every
 * point its sign lord, star (nakshatra) lord and sub lord. Each nakshatra (13°20') is divided into nine
 * subs in the Vimshottari order starting from the nakshatra's own lord, each sub proportional to its
 * lord's dasha years (e.g. Ketu's sub is 7/120 of the nakshatra).
 */
export function kpLords(siderealLongitude: number): { signLord: Planet; starLord: Planet; subLord: Planet } {
  const longitude = normalizeDegrees(siderealLongitude);
  const nakshatraIndex = Math.floor(longitude / NAKSHATRA_SPAN) % 27;
  const start = nakshatraIndex % 9;
  let offset = longitude - nakshatraIndex * NAKSHATRA_SPAN;
  let subLord: Planet = VIMSHOTTARI[start].lord;
  for (let i = 0; i < 9; i += 1) {
    const entry = VIMSHOTTARI[(start + i) % 9];
    const span = (entry.years / 120) * NAKSHATRA_SPAN;
    subLord = entry.lord;
    if (offset < span) break;
    offset -= span;
  }
  return { signLord: SIGN_LORDS[Math.floor(longitude / 30) % 12], starLord: nakshatraLord(nakshatraIndex), subLord };
}

function kpPoint(siderealLongitude: number): KpPoint {
  const point = describePoint(siderealLongitude);
  return {
    longitude: point.longitude,
    sign: point.sign,
    degreeText: point.degreeText,
    ...kpLords(siderealLongitude),
  };
}

export interface KpChart {
  ayanamsa: number;
  planets: PlanetPosition[];
  cusps: number[];
  ascendant: number;
  midheaven: number;
}

export function computeKpChart(moment: Moment): KpChart {
  const chart = computeBirthChart(moment.utcMs, moment.latitude, moment.longitude, 'krishnamurti');
  const angles = computeAngles(chart.sky.time, chart.sky.trueObliquity, moment.latitude, moment.longitude);
  const tropicalCusps = placidusCusps(angles.ascendant, angles.midheaven, angles.localSiderealTime, chart.sky.trueObliquity, moment.latitude);
  return {
    ayanamsa: chart.sky.trueAyanamsa,
    planets: chart.planets,
    cusps: tropicalCusps.map((cusp) => normalizeDegrees(cusp - chart.sky.trueAyanamsa)),
    ascendant: normalizeDegrees(angles.ascendant - chart.sky.trueAyanamsa),
    midheaven: normalizeDegrees(angles.midheaven - chart.sky.trueAyanamsa),
  };
}

export function computeKpEphemeris(moment: Moment): KpEphemerisResponse {
  const chart = computeKpChart(moment);
  return {
    input: moment.resolved,
    ayanamsa: { name: ayanamsaLabel('krishnamurti'), degrees: round(chart.ayanamsa, 6) },
    planets: chart.planets.map((planet) => ({ ...kpPoint(planet.longitude), name: planet.name, retrograde: planet.retrograde })),
    ascendant: kpPoint(chart.ascendant),
    midheaven: kpPoint(chart.midheaven),
  };
}

/**
 * Houses a planet signifies in KP (four levels, strongest first): the house occupied by its star lord,
 * the house it occupies, the houses owned by its star lord, the houses it owns. A planet owns the houses
 * whose Placidus cusps fall in its signs. The nodes own no sign and act through their sign lord.
 */
export function signifiedHouses(planet: Planet, chart: Pick<KpChart, 'planets' | 'cusps'>): number[] {
  const position = chart.planets.find((candidate) => candidate.name === planet)!;
  const lords = kpLords(position.longitude);
  const occupies = (name: Planet) => houseOfLongitude(chart.cusps, chart.planets.find((candidate) => candidate.name === name)!.longitude);
  const owns = (name: Planet): number[] => {
    const owner = name === 'Rahu' || name === 'Ketu' ? kpLords(chart.planets.find((candidate) => candidate.name === name)!.longitude).signLord : name;
    return chart.cusps.flatMap((cusp, index) => (SIGN_LORDS[Math.floor(cusp / 30) % 12] === owner ? [index + 1] : []));
  };
  const houses = [occupies(lords.starLord), occupies(planet), ...owns(lords.starLord), ...owns(planet)];
  return [...new Set(houses)].sort((a, b) => a - b);
}

const WEALTH_HOUSES = [2, 6, 10, 11];
const LOSS_HOUSES = [5, 8, 12];

const DIGNITY_SCORE: Record<PlanetPosition['dignity'], number> = {
  exalted: 2,
  moolatrikona: 1.5,
  'own sign': 1.5,
  friendly: 0.5,
  neutral: 0,
  enemy: -0.5,
  debilitated: -2,
};

/** Score of a planet's placement: dignity, plus kendra/trikona (+1) or dusthana (−1) from the ascendant, combustion −1. */
export function placementScore(planet: PlanetPosition): number {
  let score = DIGNITY_SCORE[planet.dignity];
  if ([1, 4, 5, 7, 9, 10].includes(planet.house)) score += 1;
  if ([6, 8, 12].includes(planet.house)) score -= 1;
  if (planet.combust) score -= 1;
  return score;
}

/**
 * Advanced analysis of the advanced-calculations tool, all derived from the chart:
 *
 * - Cuspal wealth (KP rule for finance): the sub lord of the 2nd Placidus cusp promises wealth when it
 *   signifies houses 2, 6, 10 or 11. High when it signifies both the 2nd and the 11th, Moderate when it
 *   signifies at least one of 2, 6, 10, 11, Low otherwise.
 * - Panchanga group: the planetary lords of the birth weekday (from sunrise), tithi and nakshatra, each
 *   scored by placementScore in the Lahiri chart; groupStrength maps the total from its range (−4..+3
 *   per lord) onto 0-100. Yoga and karana have presiding deities rather than planetary lords in the
 *   classical texts, so they are not scored. Lords scoring above zero are the cooperating planets.
 * - Comparison: the ascendant with the Lahiri and with the KP ayanamsa.
 */
/** English is written here as it always was; Hindi and Tamil sentences come from locales/ (kp-language.ts). */
export function computeKpAnalysis(moment: Moment, language: UiLanguage = 'en'): KpCalculationResponse {
  const text = language === 'en' ? null : kpText(language);
  const kp = computeKpChart(moment);
  const lahiri = computeBirthChart(moment.utcMs, moment.latitude, moment.longitude, 'lahiri');

  // Cuspal wealth.
  const secondCusp = kp.cusps[1];
  const subLord = kpLords(secondCusp).subLord;
  const houses = signifiedHouses(subLord, kp);
  const wealth = houses.filter((house) => WEALTH_HOUSES.includes(house));
  const losses = houses.filter((house) => LOSS_HOUSES.includes(house));
  const level = houses.includes(2) && houses.includes(11) ? 'High' : wealth.length > 0 ? 'Moderate' : 'Low';
  const factors = text ? text.factors({ cusp: secondCusp, subLord, houses, wealth, losses }) : [
    `2nd cusp at ${formatDms(secondCusp % 30)} ${SIGN_NAMES[Math.floor(secondCusp / 30) % 12]}; its sub lord is ${subLord}`,
    `${subLord} signifies houses ${houses.join(', ')}`,
    ...(wealth.length > 0 ? [`Wealth houses signified: ${wealth.join(', ')}`] : []),
    ...(losses.length > 0 ? [`Expense or loss houses signified: ${losses.join(', ')}`] : []),
  ];
  const wealthText = text ? text.wealth(level) : {
    High: 'The 2nd cusp sub lord connects both the 2nd (savings) and 11th (gains) houses: a steady promise of wealth that grows over time.',
    Moderate: 'The 2nd cusp sub lord connects some of the wealth houses (2, 6, 10, 11): income comes through effort, and savings need discipline.',
    Low: 'The 2nd cusp sub lord does not connect the wealth houses: finances depend on careful planning; avoid speculation.',
  }[level];

  // Panchanga group.
  const panchang = panchangAt(moment.utcMs, moment.latitude, moment.longitude, moment.zone);
  const lords: { limb: string; planet: Planet }[] = [
    { limb: text ? text.limb('vara', panchang.vara.name) : `Vara (${panchang.vara.english})`, planet: panchang.vara.lord as Planet },
    { limb: text ? text.limb('tithi', panchang.tithi.name) : `Tithi (${panchang.tithi.name})`, planet: tithiLord(panchang.tithi.number) },
    { limb: text ? text.limb('nakshatra', panchang.nakshatra.name) : `Nakshatra (${panchang.nakshatra.name})`, planet: panchang.nakshatra.lord as Planet },
  ];
  const scored = lords.map((entry) => ({ ...entry, score: placementScore(planetOf(lahiri, entry.planet)) }));
  const total = scored.reduce((sum, entry) => sum + entry.score, 0);
  const min = -4 * scored.length;
  const max = 3 * scored.length;
  const groupStrength = Math.round(((total - min) / (max - min)) * 100);
  const label = groupStrength >= 60 ? 'Strong' : groupStrength >= 40 ? 'Balanced' : 'Weak';
  const cooperatingPlanets = [...new Set(scored.filter((entry) => entry.score > 0).map((entry) => entry.planet))];

  // Ascendant comparison.
  const standard = lahiri.ascendant;
  const kpAscendant = describePoint(kp.ascendant);
  const difference = signedDifference(standard.longitude, kpAscendant.longitude);

  return {
    input: moment.resolved,
    advancedAnalysis: {
      cuspalWealth: { level, description: wealthText, secondCuspSubLord: subLord, signifiedHouses: houses, factors },
      panchangaGroup: {
        groupStrength,
        label,
        description: text
          ? text.group(label, scored, cooperatingPlanets)
          : `${label} panchanga group: ${scored.map((entry) => `${entry.limb} lord ${entry.planet} (${entry.score >= 0 ? '+' : ''}${entry.score})`).join(', ')}.` +
          (cooperatingPlanets.length > 0 ? ` ${cooperatingPlanets.join(', ')} support the birth moment.` : ' None of the lords is well placed.'),
        cooperatingPlanets,
        lords: scored.map((entry) => ({ limb: entry.limb, planet: entry.planet, score: entry.score })),
      },
    },
    comparison: {
      standardAscendant: {
        ayanamsa: text ? text.ayanamsa('lahiri') : ayanamsaLabel('lahiri'),
        ayanamsaDegrees: round(lahiri.sky.trueAyanamsa, 6),
        longitude: standard.longitude,
        sign: standard.sign,
        degreeText: standard.degreeText,
      },
      kpAscendant: {
        ayanamsa: text ? text.ayanamsa('krishnamurti') : ayanamsaLabel('krishnamurti'),
        ayanamsaDegrees: round(kp.ayanamsa, 6),
        longitude: kpAscendant.longitude,
        sign: kpAscendant.sign,
        degreeText: kpAscendant.degreeText,
      },
      difference: {
        degrees: round(difference, 6),
        arcminutes: round(difference * 60, 2),
        text: text
          ? text.difference(formatDms(Math.abs(difference)), difference >= 0)
          : `${formatDms(Math.abs(difference))} (KP ascendant ${difference >= 0 ? 'behind' : 'ahead of'} the Lahiri ascendant)`,
        sameSign: standard.signIndex === kpAscendant.signIndex,
      },
    },
  };
}

