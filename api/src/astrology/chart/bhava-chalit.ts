import type { PlanetPosition } from '@astrosetu/contracts';
import { normalizeDegrees, round } from '../core/angles';

/**
 * Bhava chalit with equal bhavas (BPHS ch. 7 as Parashara's "bhava madhya" method; what most Indian almanac software
 * calls the chalit chart): the ascendant's longitude is the MIDDLE of the 1st bhava, each bhava spans 30° around its
 * middle, so a planet within 15° before the ascendant's degree already counts in the 1st bhava. The whole-sign houses
 * remain the kundli's houses; this tells which planets move to the neighbouring bhava.
 */
export function bhavaChalit(ascendantLongitude: number, planets: PlanetPosition[]) {
  const bhavaOf = (longitude: number) => (Math.floor(normalizeDegrees(longitude - ascendantLongitude + 15) / 30) % 12) + 1;
  const bhavas = Array.from({ length: 12 }, (_, index) => {
    const middle = normalizeDegrees(ascendantLongitude + index * 30);
    return {
      number: index + 1,
      start: round(normalizeDegrees(middle - 15), 4),
      middle: round(middle, 4),
      end: round(normalizeDegrees(middle + 15), 4),
      planets: planets.filter((planet) => bhavaOf(planet.longitude) === index + 1).map((planet) => planet.name),
    };
  });
  const shifted = planets
    .map((planet) => ({ planet: planet.name, rashiHouse: planet.house, bhava: bhavaOf(planet.longitude) }))
    .filter((entry) => entry.bhava !== entry.rashiHouse);
  return { method: 'Equal bhavas, the ascendant at the middle of the 1st (bhava madhya)', bhavas, shifted };
}
