import type { Kundli } from '@astrosetu/contracts';

/**
 * Ashtakavarga (BPHS ch. 66-72): for each of the seven planets, the eight contributors (the seven planets and the
 * ascendant) each give a benefic point (bindu) to certain houses counted from their own sign. A planet's
 * bhinnashtakavarga is the count per sign (0-8); the sarvashtakavarga adds the seven, 337 bindus in all.
 * The tables are BPHS's as P.V.R. Narasimha Rao gives them (and PyJHora encodes them); some popular tables
 * differ for the Moon (from the Moon, Mars and Jupiter) and for Venus (from Mars).
 */
export type AshtakaPlanet = 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn';
type Contributor = AshtakaPlanet | 'Ascendant';

export const ASHTAKA_PLANETS: readonly AshtakaPlanet[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];

/** Houses (from each contributor) where it gives a bindu to the planet's ashtakavarga. */
const BENEFIC_HOUSES: Record<AshtakaPlanet, Record<Contributor, readonly number[]>> = {
  Sun: {
    Sun: [1, 2, 4, 7, 8, 9, 10, 11], Moon: [3, 6, 10, 11], Mars: [1, 2, 4, 7, 8, 9, 10, 11], Mercury: [3, 5, 6, 9, 10, 11, 12],
    Jupiter: [5, 6, 9, 11], Venus: [6, 7, 12], Saturn: [1, 2, 4, 7, 8, 9, 10, 11], Ascendant: [3, 4, 6, 10, 11, 12],
  },
  Moon: {
    Sun: [3, 6, 7, 8, 10, 11], Moon: [1, 3, 6, 7, 9, 10, 11], Mars: [2, 3, 5, 6, 10, 11], Mercury: [1, 3, 4, 5, 7, 8, 10, 11],
    Jupiter: [1, 2, 4, 7, 8, 10, 11], Venus: [3, 4, 5, 7, 9, 10, 11], Saturn: [3, 5, 6, 11], Ascendant: [3, 6, 10, 11],
  },
  Mars: {
    Sun: [3, 5, 6, 10, 11], Moon: [3, 6, 11], Mars: [1, 2, 4, 7, 8, 10, 11], Mercury: [3, 5, 6, 11],
    Jupiter: [6, 10, 11, 12], Venus: [6, 8, 11, 12], Saturn: [1, 4, 7, 8, 9, 10, 11], Ascendant: [1, 3, 6, 10, 11],
  },
  Mercury: {
    Sun: [5, 6, 9, 11, 12], Moon: [2, 4, 6, 8, 10, 11], Mars: [1, 2, 4, 7, 8, 9, 10, 11], Mercury: [1, 3, 5, 6, 9, 10, 11, 12],
    Jupiter: [6, 8, 11, 12], Venus: [1, 2, 3, 4, 5, 8, 9, 11], Saturn: [1, 2, 4, 7, 8, 9, 10, 11], Ascendant: [1, 2, 4, 6, 8, 10, 11],
  },
  Jupiter: {
    Sun: [1, 2, 3, 4, 7, 8, 9, 10, 11], Moon: [2, 5, 7, 9, 11], Mars: [1, 2, 4, 7, 8, 10, 11], Mercury: [1, 2, 4, 5, 6, 9, 10, 11],
    Jupiter: [1, 2, 3, 4, 7, 8, 10, 11], Venus: [2, 5, 6, 9, 10, 11], Saturn: [3, 5, 6, 12], Ascendant: [1, 2, 4, 5, 6, 7, 9, 10, 11],
  },
  Venus: {
    Sun: [8, 11, 12], Moon: [1, 2, 3, 4, 5, 8, 9, 11, 12], Mars: [3, 4, 6, 9, 11, 12], Mercury: [3, 5, 6, 9, 11],
    Jupiter: [5, 8, 9, 10, 11], Venus: [1, 2, 3, 4, 5, 8, 9, 10, 11], Saturn: [3, 4, 5, 8, 9, 10, 11], Ascendant: [1, 2, 3, 4, 5, 8, 9, 11],
  },
  Saturn: {
    Sun: [1, 2, 4, 7, 8, 10, 11], Moon: [3, 6, 11], Mars: [3, 5, 6, 10, 11, 12], Mercury: [6, 8, 9, 10, 11, 12],
    Jupiter: [5, 6, 11, 12], Venus: [6, 11, 12], Saturn: [3, 5, 6, 11], Ascendant: [1, 3, 4, 6, 10, 11],
  },
};

/** Signs (0-11) of the contributors: the seven planets and the ascendant. */
export type ContributorSigns = Record<Contributor, number>;

export function contributorSigns(kundli: Pick<Kundli, 'ascendant' | 'planets'>): ContributorSigns {
  const signs = { Ascendant: kundli.ascendant.signIndex } as ContributorSigns;
  for (const planet of ASHTAKA_PLANETS) signs[planet] = kundli.planets.find((position) => position.name === planet)!.signIndex;
  return signs;
}

/** Bindus per sign (index 0 = Aries) of one planet's bhinnashtakavarga. */
export function bhinnashtakavarga(planet: AshtakaPlanet, signs: ContributorSigns): number[] {
  const bindus = new Array<number>(12).fill(0);
  for (const [contributor, houses] of Object.entries(BENEFIC_HOUSES[planet]) as Array<[Contributor, readonly number[]]>) {
    for (const house of houses) bindus[(signs[contributor] + house - 1) % 12] += 1;
  }
  return bindus;
}

export interface Ashtakavarga {
  bhinna: Record<AshtakaPlanet, number[]>;
  /** Sum of the seven per sign; 337 in all. */
  sarva: number[];
}

export function computeAshtakavarga(signs: ContributorSigns): Ashtakavarga {
  const bhinna = Object.fromEntries(ASHTAKA_PLANETS.map((planet) => [planet, bhinnashtakavarga(planet, signs)])) as Record<AshtakaPlanet, number[]>;
  const sarva = new Array<number>(12).fill(0).map((_, sign) => ASHTAKA_PLANETS.reduce((sum, planet) => sum + bhinna[planet][sign], 0));
  return { bhinna, sarva };
}
