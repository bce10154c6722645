import type { Kundli, PlanetPosition } from '@astrosetu/contracts';
import { EXALTATION_SIGN, SIGN_LORDS, SIGN_NAMES, naturalRelation, type Planet, type SevenPlanet } from '../../../astrology/core/vedic-data';
import { DUSTHANAS, KENDRAS, TRIKONAS, ordinal } from '../texts/houses';

/**
 * The chart facts a report composes its chapters from, derived from the kundli: which houses each planet rules,
 * its functional nature for this ascendant, the houses and planets it aspects (graha drishti), and a set of
 * classical yogas read from lordships (raja, dhana, vipareeta, parivartana, neecha bhanga, lunar yogas).
 */

export const SEVEN: readonly SevenPlanet[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];

/** Houses (1-12) whose sign `planet` rules, for this ascendant. */
export function housesRuled(kundli: Kundli, planet: Planet): number[] {
  return kundli.houses.filter((house) => house.lord === planet).map((house) => house.number);
}

export function planetIn(kundli: Kundli, planet: Planet): PlanetPosition {
  return kundli.planets.find((candidate) => candidate.name === planet)!;
}

/** Graha drishti (BPHS ch. 26): every graha aspects the 7th from itself; Mars also the 4th and 8th, Jupiter the 5th and 9th, Saturn the 3rd and 10th, and the nodes (by the common convention) the 5th and 9th. */
export function aspectCounts(planet: Planet): number[] {
  switch (planet) {
    case 'Mars':
      return [4, 7, 8];
    case 'Jupiter':
      return [5, 7, 9];
    case 'Saturn':
      return [3, 7, 10];
    case 'Rahu':
    case 'Ketu':
      return [5, 7, 9];
    default:
      return [7];
  }
}

export function housesAspectedBy(kundli: Kundli, planet: Planet): number[] {
  const from = planetIn(kundli, planet).house;
  return aspectCounts(planet).map((count) => ((from + count - 2) % 12) + 1);
}

/** Planets aspecting a house. */
export function aspectsOnHouse(kundli: Kundli, house: number): Planet[] {
  return kundli.planets.filter((planet) => housesAspectedBy(kundli, planet.name).includes(house)).map((planet) => planet.name);
}

export type FunctionalNature = 'yogakaraka' | 'benefic' | 'malefic' | 'mixed' | 'neutral';

/** Functional nature for the ascendant (BPHS ch. 34): trikona lords are good, lords of 6, 8 and 12 troublesome, a lord of both a kendra and a trikona is a yogakaraka. */
export function functionalNature(kundli: Kundli, planet: Planet): FunctionalNature {
  if (planet === 'Rahu' || planet === 'Ketu') return 'neutral';
  const ruled = housesRuled(kundli, planet);
  const ownsTrikona = ruled.some((house) => house === 5 || house === 9);
  const ownsKendra = ruled.some((house) => KENDRAS.includes(house) && house !== 1);
  if (ownsTrikona && ownsKendra) return 'yogakaraka';
  const ownsDusthana = ruled.some((house) => DUSTHANAS.includes(house));
  if (ruled.includes(1)) return ownsDusthana ? 'mixed' : 'benefic';
  if (ownsTrikona) return ownsDusthana ? 'mixed' : 'benefic';
  if (ownsDusthana) return ruled.every((house) => DUSTHANAS.includes(house) || house === 3 || house === 11) ? 'malefic' : 'mixed';
  if (ruled.includes(3) || ruled.includes(11)) return 'malefic';
  return 'neutral';
}

export const NATURE_TEXT: Record<FunctionalNature, string> = {
  yogakaraka: 'the yogakaraka of this chart (it rules both an angle and a trine), the planet most able to bring success and status',
  benefic: 'a functional benefic for this ascendant',
  malefic: 'a functional malefic for this ascendant (it rules houses of struggle or desire), so its periods bring effort before reward',
  mixed: 'of mixed functional nature for this ascendant (it rules one good and one difficult house)',
  neutral: 'functionally neutral for this ascendant: it acts for the houses it occupies and the lords it joins',
};

export function houseList(houses: number[]): string {
  const names = houses.map(ordinal);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export function joinNames(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** A yoga read from lordships in this chart, with the planets and houses that form it. */
export interface ChartYoga {
  name: string;
  formedBy: string;
  meaning: string;
  planets: Planet[];
}

function together(kundli: Kundli, a: Planet, b: Planet): boolean {
  return planetIn(kundli, a).signIndex === planetIn(kundli, b).signIndex;
}

function exchange(kundli: Kundli, a: Planet, b: Planet): boolean {
  return SIGN_LORDS[planetIn(kundli, a).signIndex] === b && SIGN_LORDS[planetIn(kundli, b).signIndex] === a;
}

function mutualAspect(kundli: Kundli, a: Planet, b: Planet): boolean {
  return housesAspectedBy(kundli, a).includes(planetIn(kundli, b).house) && housesAspectedBy(kundli, b).includes(planetIn(kundli, a).house);
}

function connected(kundli: Kundli, a: Planet, b: Planet): 'conjunction' | 'exchange' | 'mutual aspect' | undefined {
  if (a === b) return undefined;
  if (together(kundli, a, b)) return 'conjunction';
  if (exchange(kundli, a, b)) return 'exchange';
  if (mutualAspect(kundli, a, b)) return 'mutual aspect';
  return undefined;
}

const lordOf = (kundli: Kundli, house: number) => kundli.houses[house - 1].lord as SevenPlanet;

/** Classical yogas formed by lordships and placements, each stated with what forms it in this chart. */
export function chartYogas(kundli: Kundli): ChartYoga[] {
  const yogas: ChartYoga[] = [];
  const seen = new Set<string>();
  const add = (yoga: ChartYoga) => {
    const key = `${yoga.name}:${[...yoga.planets].sort().join('+')}`;
    if (!seen.has(key)) {
      seen.add(key);
      yogas.push(yoga);
    }
  };

  // Raja yoga: a kendra lord connected with a trikona lord (BPHS ch. 39).
  for (const kendra of [1, 4, 7, 10]) {
    for (const trikona of [5, 9]) {
      const a = lordOf(kundli, kendra);
      const b = lordOf(kundli, trikona);
      const how = connected(kundli, a, b);
      if (how) {
        add({
          name: 'Raja Yoga',
          formedBy: `${a}, lord of the ${ordinal(kendra)}, and ${b}, lord of the ${ordinal(trikona)}, by ${how}`,
          meaning: `An angle (effort, position) joins a trine (fortune, merit): rise in status and authority, most visible in the periods of ${a} and ${b}.`,
          planets: [a, b],
        });
      }
    }
  }
  // Dhana yoga: lords of 2 or 11 connected with lords of 1, 5 or 9 (BPHS ch. 41).
  for (const wealth of [2, 11]) {
    for (const fortune of [1, 5, 9]) {
      const a = lordOf(kundli, wealth);
      const b = lordOf(kundli, fortune);
      const how = connected(kundli, a, b);
      if (how) {
        add({
          name: 'Dhana Yoga',
          formedBy: `${a}, lord of the ${ordinal(wealth)}, and ${b}, lord of the ${ordinal(fortune)}, by ${how}`,
          meaning: `A house of income joins a house of fortune: accumulation of wealth, especially in the periods of ${a} and ${b}.`,
          planets: [a, b],
        });
      }
    }
  }
  // Vipareeta raja yoga: a lord of 6, 8 or 12 placed in another of these houses (BPHS ch. 39 / Phaladeepika).
  const vipareeta: Record<number, string> = { 6: 'Harsha', 8: 'Sarala', 12: 'Vimala' };
  for (const house of DUSTHANAS) {
    const lord = lordOf(kundli, house);
    const placed = planetIn(kundli, lord).house;
    if (DUSTHANAS.includes(placed)) {
      add({
        name: `${vipareeta[house]} Yoga (Vipareeta Raja Yoga)`,
        formedBy: `${lord}, lord of the ${ordinal(house)}, placed in the ${ordinal(placed)}`,
        meaning: 'A lord of difficulty sits in another house of difficulty, so one trouble cancels another: success that comes through or after adversity, and resilience in crises.',
        planets: [lord],
      });
    }
  }
  // Parivartana: two planets in each other's signs.
  for (let i = 0; i < SEVEN.length; i += 1) {
    for (let j = i + 1; j < SEVEN.length; j += 1) {
      if (exchange(kundli, SEVEN[i], SEVEN[j])) {
        const a = planetIn(kundli, SEVEN[i]);
        const b = planetIn(kundli, SEVEN[j]);
        add({
          name: 'Parivartana Yoga',
          formedBy: `${a.name} in ${a.sign} (the ${ordinal(a.house)}) and ${b.name} in ${b.sign} (the ${ordinal(b.house)}) exchange signs`,
          meaning: `The ${ordinal(a.house)} and ${ordinal(b.house)} houses are bound together: each planet acts as if in its own sign, strengthening both houses’ matters.`,
          planets: [a.name, b.name],
        });
      }
    }
  }
  // Neecha bhanga: a debilitated planet whose debilitation sign lord or exaltation sign lord is in a kendra from the ascendant or Moon.
  const moon = planetIn(kundli, 'Moon');
  for (const planet of kundli.planets) {
    if (planet.dignity !== 'debilitated' || planet.name === 'Rahu' || planet.name === 'Ketu') continue;
    const dispositor = SIGN_LORDS[planet.signIndex];
    const exaltationLord = SIGN_LORDS[EXALTATION_SIGN[planet.name]];
    const cancelling = [dispositor, exaltationLord].find((lord) => {
      const position = planetIn(kundli, lord);
      const fromMoon = ((position.signIndex - moon.signIndex + 12) % 12) + 1;
      return KENDRAS.includes(position.house) || KENDRAS.includes(fromMoon);
    });
    if (cancelling) {
      add({
        name: 'Neecha Bhanga Raja Yoga',
        formedBy: `${planet.name} is debilitated in ${planet.sign}, and ${cancelling} (${cancelling === dispositor ? 'the lord of that sign' : `the lord of ${SIGN_NAMES[EXALTATION_SIGN[planet.name]]}, its exaltation sign`}) stands in an angle`,
        meaning: `${planet.name}’s weakness is cancelled: what begins as a struggle in its matters turns into strength and often unusual success after effort.`,
        planets: [planet.name, cancelling],
      });
    }
  }
  // Lunar yogas (BPHS ch. 37): planets other than the Sun and nodes in the 2nd / 12th from the Moon.
  const fromMoon = (planet: PlanetPosition) => ((planet.signIndex - moon.signIndex + 12) % 12) + 1;
  const flankers = kundli.planets.filter((planet) => !['Sun', 'Moon', 'Rahu', 'Ketu'].includes(planet.name));
  const second = flankers.filter((planet) => fromMoon(planet) === 2).map((planet) => planet.name);
  const twelfth = flankers.filter((planet) => fromMoon(planet) === 12).map((planet) => planet.name);
  if (second.length > 0 && twelfth.length > 0) {
    add({ name: 'Durudhara Yoga', formedBy: `${joinNames(second)} in the 2nd and ${joinNames(twelfth)} in the 12th from the Moon`, meaning: 'The Moon is supported on both sides: wealth, comforts, generosity and a well-supported mind.', planets: ['Moon', ...second, ...twelfth] });
  } else if (second.length > 0) {
    add({ name: 'Sunapha Yoga', formedBy: `${joinNames(second)} in the 2nd from the Moon`, meaning: 'Self-earned wealth and a good reputation, built by your own intelligence and effort.', planets: ['Moon', ...second] });
  } else if (twelfth.length > 0) {
    add({ name: 'Anapha Yoga', formedBy: `${joinNames(twelfth)} in the 12th from the Moon`, meaning: 'A pleasing personality, good health and contentment; spending on comforts and good causes.', planets: ['Moon', ...twelfth] });
  } else {
    const withMoon = flankers.filter((planet) => planet.signIndex === moon.signIndex);
    const moonInKendra = kundli.planets.some((planet) => planet.name !== 'Moon' && !['Rahu', 'Ketu'].includes(planet.name) && KENDRAS.includes(planet.house));
    add({
      name: withMoon.length > 0 || moonInKendra ? 'Kemadruma Yoga (cancelled)' : 'Kemadruma Yoga',
      formedBy: 'no planet (other than the Sun and the nodes) in the 2nd or 12th from the Moon',
      meaning:
        withMoon.length > 0 || moonInKendra
          ? 'The Moon stands alone between its neighbours, but planets in angles from the ascendant or with the Moon cancel the yoga: phases of loneliness are overcome by your own supports.'
          : 'The Moon is unsupported: phases of loneliness or financial unsteadiness, eased by friendships, routine and devotion to the Moon (Monday worship of Shiva).',
      planets: ['Moon'],
    });
  }
  // Chandra-Mangala yoga: Moon with Mars.
  if (together(kundli, 'Moon', 'Mars')) {
    add({ name: 'Chandra-Mangala Yoga', formedBy: `the Moon and Mars together in ${moon.sign}`, meaning: 'Enterprise in money matters and earnings through trade, property or bold action; the temper needs watching.', planets: ['Moon', 'Mars'] });
  }
  return yogas;
}

/** Planets weakest by dignity or house, for the remedies chapter: debilitated or enemy-sign, combust, or lords of the ascendant in dusthanas. */
export function planetsNeedingSupport(kundli: Kundli): Array<{ planet: Planet; reason: string }> {
  const needs: Array<{ planet: Planet; reason: string }> = [];
  for (const planet of kundli.planets) {
    const reasons: string[] = [];
    if (planet.dignity === 'debilitated') reasons.push(`debilitated in ${planet.sign}`);
    if (planet.dignity === 'enemy') reasons.push(`in an enemy’s sign (${planet.sign})`);
    if (planet.combust) reasons.push('combust, close to the Sun');
    if (DUSTHANAS.includes(planet.house) && housesRuled(kundli, planet.name).some((house) => TRIKONAS.includes(house))) {
      reasons.push(`lord of the ${houseList(housesRuled(kundli, planet.name))} placed in the ${ordinal(planet.house)}, a house of difficulty`);
    }
    if (reasons.length > 0) needs.push({ planet: planet.name, reason: reasons.join('; ') });
  }
  return needs;
}

/** How two planets regard each other naturally (for an antardasha inside a mahadasha). */
export function relationBetween(a: Planet, b: Planet): 'friends' | 'enemies' | 'neutral' {
  if (a === b || a === 'Rahu' || a === 'Ketu' || b === 'Rahu' || b === 'Ketu') return 'neutral';
  const ab = naturalRelation(a as SevenPlanet, b as SevenPlanet);
  const ba = naturalRelation(b as SevenPlanet, a as SevenPlanet);
  if (ab === 'friend' && ba !== 'enemy') return 'friends';
  if (ab === 'enemy' || ba === 'enemy') return 'enemies';
  return 'neutral';
}
