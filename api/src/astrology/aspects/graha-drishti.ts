import type { PlanetPosition } from '@astrosetu/contracts';

/**
 * Graha drishti (full aspects) by sign, BPHS ch. 26: every graha aspects the 7th house from itself; Mars also the
 * 4th and 8th, Jupiter the 5th and 9th, Saturn the 3rd and 10th. Rahu and Ketu are given the 7th only (BPHS gives
 * them no special aspects; some schools add Jupiter's 5th and 9th). Counted inclusively: the planet's own sign is 1.
 */
export const SPECIAL_ASPECTS: Record<string, readonly number[]> = {
  Mars: [4, 7, 8],
  Jupiter: [5, 7, 9],
  Saturn: [3, 7, 10],
};

export interface GrahaDrishti {
  planet: string;
  aspectsFromPlanet: number[];
  housesAspected: number[];
  planetsAspected: string[];
}

export function grahaDrishti(planets: PlanetPosition[]): GrahaDrishti[] {
  return planets.map((planet) => {
    const aspectsFromPlanet = [...(SPECIAL_ASPECTS[planet.name] ?? [7])];
    const signs = aspectsFromPlanet.map((count) => (planet.signIndex + count - 1) % 12);
    return {
      planet: planet.name,
      aspectsFromPlanet,
      housesAspected: aspectsFromPlanet.map((count) => ((planet.house - 1 + count - 1) % 12) + 1),
      planetsAspected: planets.filter((other) => other.name !== planet.name && signs.includes(other.signIndex)).map((other) => other.name),
    };
  });
}
