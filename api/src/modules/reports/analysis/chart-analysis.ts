import type { Kundli, PlanetPosition } from '@astrosetu/contracts';
import { EXALTATION_SIGN, SIGN_LORDS, SIGN_NAMES, naturalRelation, type Planet, type SevenPlanet } from '../../../astrology/core/vedic-data';
import { DUSTHANAS, KENDRAS, TRIKONAS } from '../texts/houses';
import type { ReportText } from '../report-text';

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

/** What the functional nature means: completes "it is ...". */
export function natureText(text: ReportText, nature: FunctionalNature): string {
  return text.t(`nature.${nature}`);
}

/** A yoga read from lordships in this chart, with the planets and houses that form it. */
export interface ChartYoga {
  /** The yoga's English name: what tells two yogas apart. */
  key: string;
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
export function chartYogas(kundli: Kundli, text: ReportText): ChartYoga[] {
  const planet = text.planet;
  const ordinal = text.ordinal;
  const how = (relation: 'conjunction' | 'exchange' | 'mutual aspect') => text.t(`chartYoga.connection.${relation === 'mutual aspect' ? 'mutualAspect' : relation}`);
  const yogas: ChartYoga[] = [];
  const seen = new Set<string>();
  const add = (yoga: ChartYoga) => {
    const key = `${yoga.key}:${[...yoga.planets].sort().join('+')}`;
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
      const connection = connected(kundli, a, b);
      if (connection) {
        add({
          key: 'Raja Yoga',
          name: text.t('chartYoga.raja.name'),
          formedBy: text.t('chartYoga.lordsConnected', { a: planet(a), aHouse: ordinal(kendra), b: planet(b), bHouse: ordinal(trikona), how: how(connection) }),
          meaning: text.t('chartYoga.raja.meaning', { a: planet(a), b: planet(b) }),
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
      const connection = connected(kundli, a, b);
      if (connection) {
        add({
          key: 'Dhana Yoga',
          name: text.t('chartYoga.dhana.name'),
          formedBy: text.t('chartYoga.lordsConnected', { a: planet(a), aHouse: ordinal(wealth), b: planet(b), bHouse: ordinal(fortune), how: how(connection) }),
          meaning: text.t('chartYoga.dhana.meaning', { a: planet(a), b: planet(b) }),
          planets: [a, b],
        });
      }
    }
  }
  // Vipareeta raja yoga: a lord of 6, 8 or 12 placed in another of these houses (BPHS ch. 39 / Phaladeepika).
  const vipareeta: Record<number, 'harsha' | 'sarala' | 'vimala'> = { 6: 'harsha', 8: 'sarala', 12: 'vimala' };
  for (const house of DUSTHANAS) {
    const lord = lordOf(kundli, house);
    const placed = planetIn(kundli, lord).house;
    if (DUSTHANAS.includes(placed)) {
      add({
        key: vipareeta[house],
        name: text.t(`chartYoga.vipareeta.${vipareeta[house]}`),
        formedBy: text.t('chartYoga.vipareeta.formedBy', { lord: planet(lord), house: ordinal(house), placed: ordinal(placed) }),
        meaning: text.t('chartYoga.vipareeta.meaning'),
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
          key: 'Parivartana Yoga',
          name: text.t('chartYoga.parivartana.name'),
          formedBy: text.t('chartYoga.parivartana.formedBy', { a: planet(a.name), aSign: text.sign(a.sign), aHouse: ordinal(a.house), b: planet(b.name), bSign: text.sign(b.sign), bHouse: ordinal(b.house) }),
          meaning: text.t('chartYoga.parivartana.meaning', { aHouse: ordinal(a.house), bHouse: ordinal(b.house) }),
          planets: [a.name, b.name],
        });
      }
    }
  }
  // Neecha bhanga: a debilitated planet whose debilitation sign lord or exaltation sign lord is in a kendra from the ascendant or Moon.
  const moon = planetIn(kundli, 'Moon');
  for (const debilitated of kundli.planets) {
    if (debilitated.dignity !== 'debilitated' || debilitated.name === 'Rahu' || debilitated.name === 'Ketu') continue;
    const dispositor = SIGN_LORDS[debilitated.signIndex];
    const exaltationLord = SIGN_LORDS[EXALTATION_SIGN[debilitated.name]];
    const cancelling = [dispositor, exaltationLord].find((lord) => {
      const position = planetIn(kundli, lord);
      const fromMoon = ((position.signIndex - moon.signIndex + 12) % 12) + 1;
      return KENDRAS.includes(position.house) || KENDRAS.includes(fromMoon);
    });
    if (cancelling) {
      add({
        key: 'Neecha Bhanga Raja Yoga',
        name: text.t('chartYoga.neechaBhanga.name'),
        formedBy:
          cancelling === dispositor
            ? text.t('chartYoga.neechaBhanga.bySignLord', { planet: text.planet(debilitated.name), sign: text.sign(debilitated.sign), lord: text.planet(cancelling) })
            : text.t('chartYoga.neechaBhanga.byExaltationLord', { planet: text.planet(debilitated.name), sign: text.sign(debilitated.sign), lord: text.planet(cancelling), exaltation: text.sign(SIGN_NAMES[EXALTATION_SIGN[debilitated.name]]) }),
        meaning: text.t('chartYoga.neechaBhanga.meaning', { planet: text.planet(debilitated.name) }),
        planets: [debilitated.name, cancelling],
      });
    }
  }
  // Lunar yogas (BPHS ch. 37): planets other than the Sun and nodes in the 2nd / 12th from the Moon.
  const fromMoon = (planet: PlanetPosition) => ((planet.signIndex - moon.signIndex + 12) % 12) + 1;
  const flankers = kundli.planets.filter((planet) => !['Sun', 'Moon', 'Rahu', 'Ketu'].includes(planet.name));
  const second = flankers.filter((planet) => fromMoon(planet) === 2).map((planet) => planet.name);
  const twelfth = flankers.filter((planet) => fromMoon(planet) === 12).map((planet) => planet.name);
  if (second.length > 0 && twelfth.length > 0) {
    add({ key: 'Durudhara Yoga', name: text.t('chartYoga.durudhara.name'), formedBy: text.t('chartYoga.durudhara.formedBy', { second: text.planets(second), twelfth: text.planets(twelfth) }), meaning: text.t('chartYoga.durudhara.meaning'), planets: ['Moon', ...second, ...twelfth] });
  } else if (second.length > 0) {
    add({ key: 'Sunapha Yoga', name: text.t('chartYoga.sunapha.name'), formedBy: text.t('chartYoga.sunapha.formedBy', { planets: text.planets(second) }), meaning: text.t('chartYoga.sunapha.meaning'), planets: ['Moon', ...second] });
  } else if (twelfth.length > 0) {
    add({ key: 'Anapha Yoga', name: text.t('chartYoga.anapha.name'), formedBy: text.t('chartYoga.anapha.formedBy', { planets: text.planets(twelfth) }), meaning: text.t('chartYoga.anapha.meaning'), planets: ['Moon', ...twelfth] });
  } else {
    const withMoon = flankers.filter((planet) => planet.signIndex === moon.signIndex);
    const moonInKendra = kundli.planets.some((planet) => planet.name !== 'Moon' && !['Rahu', 'Ketu'].includes(planet.name) && KENDRAS.includes(planet.house));
    const cancelled = withMoon.length > 0 || moonInKendra;
    add({
      key: cancelled ? 'Kemadruma Yoga (cancelled)' : 'Kemadruma Yoga',
      name: text.t(cancelled ? 'chartYoga.kemadruma.nameCancelled' : 'chartYoga.kemadruma.name'),
      formedBy: text.t('chartYoga.kemadruma.formedBy'),
      meaning: text.t(cancelled ? 'chartYoga.kemadruma.meaningCancelled' : 'chartYoga.kemadruma.meaning'),
      planets: ['Moon'],
    });
  }
  // Chandra-Mangala yoga: Moon with Mars.
  if (together(kundli, 'Moon', 'Mars')) {
    add({ key: 'Chandra-Mangala Yoga', name: text.t('chartYoga.chandraMangala.name'), formedBy: text.t('chartYoga.chandraMangala.formedBy', { sign: text.sign(moon.sign) }), meaning: text.t('chartYoga.chandraMangala.meaning'), planets: ['Moon', 'Mars'] });
  }
  return yogas;
}

/** Planets weakest by dignity or house, for the remedies chapter: debilitated or enemy-sign, combust, or lords of the ascendant in dusthanas. */
export function planetsNeedingSupport(kundli: Kundli, text: ReportText): Array<{ planet: Planet; reason: string }> {
  const needs: Array<{ planet: Planet; reason: string }> = [];
  for (const planet of kundli.planets) {
    const reasons: string[] = [];
    if (planet.dignity === 'debilitated') reasons.push(text.t('support.debilitated', { sign: text.sign(planet.sign) }));
    if (planet.dignity === 'enemy') reasons.push(text.t('support.enemySign', { sign: text.sign(planet.sign) }));
    if (planet.combust) reasons.push(text.t('support.combust'));
    if (DUSTHANAS.includes(planet.house) && housesRuled(kundli, planet.name).some((house) => TRIKONAS.includes(house))) {
      reasons.push(text.t('support.trineLordInDusthana', { houses: text.houseList(housesRuled(kundli, planet.name)), house: text.ordinal(planet.house) }));
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
