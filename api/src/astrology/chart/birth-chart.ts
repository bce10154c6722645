import type { Ascendant, House, PlanetPosition } from '@astrosetu/contracts';
import { normalizeDegrees, round, signedDifference } from '../core/angles';
import type { AyanamsaKind } from '../core/ayanamsa';
import {
  COMBUSTION_ORB,
  EXALTATION_SIGN,
  MOOLATRIKONA,
  OWN_SIGNS,
  PLANETS,
  RASHI_NAMES,
  SIGN_LORDS,
  SIGN_NAMES,
  naturalRelation,
  type Planet,
  type SevenPlanet,
} from '../core/vedic-data';
import { computeAngles, computeSky, type Sky, type SkyConventions } from '../ephemeris/sky';
import { describePoint, houseFrom } from './zodiac-point';

/**
 * The rashi chart. Houses are WHOLE-SIGN houses (the sign rising is the 1st house, the next sign the 2nd,
 * and so on), the usual practice in Vedic astrology; planets fall in the house of the sign they occupy.
 */
export interface BirthChart {
  sky: Sky;
  ascendant: Ascendant;
  /** Tropical midheaven, degrees (KP and the diamond drawing use it). */
  midheavenTropical: number;
  planets: PlanetPosition[];
  houses: House[];
}

export type Dignity = PlanetPosition['dignity'];

/** Dignity by sign: exaltation and debilitation first, then moolatrikona, own sign, then the sign lord's natural relation. */
export function dignityOf(planet: Planet, signIndex: number, degree: number): Dignity {
  if (EXALTATION_SIGN[planet] === signIndex) return 'exalted';
  if ((EXALTATION_SIGN[planet] + 6) % 12 === signIndex) return 'debilitated';
  const moolatrikona = MOOLATRIKONA[planet];
  if (moolatrikona && moolatrikona.sign === signIndex && degree >= moolatrikona.from && degree < moolatrikona.to) {
    return 'moolatrikona';
  }
  if (OWN_SIGNS[planet].includes(signIndex)) return 'own sign';
  if (planet === 'Rahu' || planet === 'Ketu') return 'neutral';
  const relation = naturalRelation(planet as SevenPlanet, SIGN_LORDS[signIndex]);
  return relation === 'friend' ? 'friendly' : relation;
}

function isCombust(planet: Planet, longitude: number, sunLongitude: number, retrograde: boolean): boolean {
  const orb = COMBUSTION_ORB[planet];
  if (!orb) return false;
  return Math.abs(signedDifference(longitude, sunLongitude)) <= (retrograde ? orb.retrograde : orb.direct);
}

export function computeBirthChart(
  utcMs: number,
  latitude: number,
  longitude: number,
  conventions: AyanamsaKind | Partial<SkyConventions> = 'lahiri',
): BirthChart {
  const sky = computeSky(utcMs, conventions);
  const angles = computeAngles(sky.time, sky.trueObliquity, latitude, longitude);
  const ascendantPoint = describePoint(normalizeDegrees(angles.ascendant - sky.trueAyanamsa));
  const ascendant: Ascendant = { ...ascendantPoint, tropicalLongitude: round(angles.ascendant, 6), house: 1 };

  const sunLongitude = sky.bodies.Sun.siderealLongitude;
  const planets: PlanetPosition[] = PLANETS.map((name) => {
    const state = sky.bodies[name];
    const point = describePoint(state.siderealLongitude);
    // The mean nodes always move backwards; the true nodes do too, except for a few days now and then.
    const retrograde = state.speed < 0;
    return {
      ...point,
      name,
      tropicalLongitude: round(state.tropicalLongitude, 6),
      latitude: round(state.latitude, 6),
      speed: round(state.speed, 6),
      retrograde,
      house: houseFrom(ascendant.signIndex, point.signIndex),
      dignity: dignityOf(name, point.signIndex, point.degree),
      combust: isCombust(name, state.siderealLongitude, sunLongitude, retrograde),
    };
  });

  const houses: House[] = Array.from({ length: 12 }, (_, offset) => {
    const signIndex = (ascendant.signIndex + offset) % 12;
    return {
      number: offset + 1,
      sign: SIGN_NAMES[signIndex],
      rashi: RASHI_NAMES[signIndex],
      signIndex,
      lord: SIGN_LORDS[signIndex],
      planets: planets.filter((planet) => planet.signIndex === signIndex).map((planet) => planet.name),
    };
  });

  return { sky, ascendant, midheavenTropical: angles.midheaven, planets, houses };
}

export function planetOf(chart: { planets: PlanetPosition[] }, name: Planet): PlanetPosition {
  const planet = chart.planets.find((candidate) => candidate.name === name);
  if (!planet) throw new Error(`${name} missing from chart`);
  return planet;
}
