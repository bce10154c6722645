import type { SignTransit } from '@astrosetu/contracts';
import type { Planet } from '../core/vedic-data';
import { houseFrom } from '../chart/zodiac-point';
import type { PeriodFacts } from './transits';

/**
 * One verdict per house for a whole reading, so that no section favours a house another section cautions.
 *
 * A transit is favourable in the houses Phaladeepika (ch. 26) gives: Sun 3, 6, 10, 11; Moon 1, 3, 6, 7,
 * 10, 11; Mars, Saturn, Rahu and Ketu 3, 6, 11; Mercury 2, 4, 6, 8, 10, 11; Jupiter 2, 5, 7, 9, 11; Venus 1,
 * 2, 3, 4, 5, 8, 9, 11, 12. Elsewhere it is challenging; a retrograde planet's results are mixed (delayed).
 *
 * When planets of both kinds share a house (Jupiter well placed in the 5th, Mars badly placed there) their weights
 * for the period decide; a tie goes to the heaviest planet. A house whose planets are all mixed is neutral. A
 * year is read from the slow planets' stays, which follow one another: a house that holds a well placed planet in
 * one stretch of the year and a badly placed one in another is neutral for the year (Ketu leaving the 5th as
 * Jupiter enters it), rather than given a verdict that would be wrong for one of the two stretches.
 */
export type HouseVerdict = 'favoured' | 'cautioned' | 'neutral';

export const FAVOURABLE_HOUSES: Record<Planet, readonly number[]> = {
  Sun: [3, 6, 10, 11],
  Moon: [1, 3, 6, 7, 10, 11],
  Mars: [3, 6, 11],
  Mercury: [2, 4, 6, 8, 10, 11],
  Jupiter: [2, 5, 7, 9, 11],
  Venus: [1, 2, 3, 4, 5, 8, 9, 11, 12],
  Saturn: [3, 6, 11],
  Rahu: [3, 6, 11],
  Ketu: [3, 6, 11],
};

export function isFavourable(planet: Planet, house: number): boolean {
  return FAVOURABLE_HOUSES[planet].includes(house);
}

/** Weight of each graha in a period's overall tone (slow planets shape weeks and months more). */
export const WEIGHT: Record<string, Record<Planet, number>> = {
  daily: { Moon: 4, Sun: 2, Mars: 2, Mercury: 1.5, Venus: 1.5, Jupiter: 2, Saturn: 1.5, Rahu: 1, Ketu: 1 },
  weekly: { Moon: 1.5, Sun: 2, Mars: 2, Mercury: 2, Venus: 2, Jupiter: 2.5, Saturn: 2, Rahu: 1, Ketu: 1 },
  monthly: { Moon: 0.5, Sun: 2.5, Mars: 2, Mercury: 1.5, Venus: 2, Jupiter: 3, Saturn: 2.5, Rahu: 1.2, Ketu: 1 },
  // A year is shaped by the slow planets: Jupiter and Saturn spend a year or more in a sign, the nodes 18 months.
  yearly: { Moon: 0.1, Sun: 1, Mars: 1, Mercury: 0.5, Venus: 1, Jupiter: 4, Saturn: 4, Rahu: 2, Ketu: 1.5 },
};

interface Voice {
  planet: Planet;
  house: number;
  effect: SignTransit['effect'];
  weight: number;
}

function decide(voices: Voice[], bothKindsAreNeutral = false): Map<number, HouseVerdict> {
  const verdicts = new Map<number, HouseVerdict>();
  for (const house of new Set(voices.map((voice) => voice.house))) {
    const here = voices.filter((voice) => voice.house === house && voice.effect !== 'mixed');
    const balance = here.reduce((sum, voice) => sum + (voice.effect === 'favourable' ? voice.weight : -voice.weight), 0);
    const heaviest = [...here].sort((a, b) => b.weight - a.weight || a.planet.localeCompare(b.planet))[0];
    const favoured = Math.abs(balance) > 1e-9 ? balance > 0 : heaviest?.effect === 'favourable';
    const bothKinds = new Set(here.map((voice) => voice.effect)).size === 2;
    verdicts.set(house, here.length === 0 || (bothKinds && bothKindsAreNeutral) ? 'neutral' : favoured ? 'favoured' : 'cautioned');
  }
  return verdicts;
}

export function houseVerdicts(sign: number, facts: PeriodFacts, transits: readonly SignTransit[]): Map<number, HouseVerdict> {
  const weights = WEIGHT[facts.period];
  if (facts.period === 'yearly' && facts.stays) {
    const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
    return decide(
      facts.stays.map((stay) => {
        const house = houseFrom(sign, stay.signIndex);
        return { planet: stay.planet, house, effect: isFavourable(stay.planet, house) ? 'favourable' : 'challenging', weight: weights[stay.planet] * days(stay.from, stay.to) };
      }),
      true,
    );
  }
  return decide(transits.map((transit) => ({ planet: transit.planet as Planet, house: transit.house, effect: transit.effect, weight: weights[transit.planet as Planet] })));
}
