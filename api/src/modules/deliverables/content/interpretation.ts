import type { PlanetPosition } from '@astrosetu/contracts';
import { SIGN_LORDS, SIGN_NAMES, elementOfSign, modalityOfSign, type Planet } from '../../../astrology/core/vedic-data';
import { houseText } from '../../reports/texts/houses';
import { nakshatraText } from '../../reports/texts/nakshatras';
import { planetInHouseText } from '../../reports/texts/planet-in-house';
import { planetText } from '../../reports/texts/planets';
import { reportText } from '../../reports/report-text';

/** The reports' interpretation texts, in English: the deliverables are written in English for now. */
const ENGLISH = reportText('en');

/**
 * The readings are composed from the classical texts the reports module keeps (reports/texts: karakatva, each
 * graha in each house, dignities, nakshatras, bhavas) plus the sign's element and modality, so every sentence
 * comes from the chart's own placement (planet x sign x house x dignity x nakshatra) and two charts read
 * differently.
 */

/** How each graha acts when it is strong (used for favourable placements) and when it is afflicted. */
export const PLANET_STRONG: Record<Planet, string> = {
  Sun: 'confidence, leadership and recognition',
  Moon: 'emotional steadiness, care for others and popularity',
  Mars: 'initiative, stamina and the courage to compete',
  Mercury: 'quick understanding, clear communication and business sense',
  Jupiter: 'good judgement, generosity and protection',
  Venus: 'harmony in relationships, refinement and enjoyment of life',
  Saturn: 'patience, endurance and lasting achievement through effort',
  Rahu: 'bold ambition and success in new or foreign fields',
  Ketu: 'intuition, focus and freedom from attachment',
};

export const PLANET_AFFLICTED: Record<Planet, string> = {
  Sun: 'pride, friction with authority and low vitality',
  Moon: 'restlessness, mood swings and worry',
  Mars: 'impatience, quarrels and accidents from haste',
  Mercury: 'nervousness, scattered attention and misunderstandings',
  Jupiter: 'overconfidence, poor advice and missed opportunities',
  Venus: 'indulgence and disappointments in love',
  Saturn: 'delays, heavy responsibilities and pessimism',
  Rahu: 'confusion, restlessness and deception',
  Ketu: 'aimlessness, isolation and sudden losses',
};

/** What each house (bhava) governs, 1st house first. */
const HOUSES = Array.from({ length: 12 }, (_, index) => houseText(ENGLISH, index + 1));
export const HOUSE_GOVERNS = HOUSES.map((house) => house.governs);
/** Short topics of each house ('wealth, family and speech'). */
export const HOUSE_TOPICS = HOUSES.map((house) => house.topics);
export const HOUSE_NAMES = HOUSES.map((house) => house.name);

const HOUSE_KIND = (house: number): string =>
  [1, 4, 7, 10].includes(house)
    ? 'a kendra (angle), where planets act with strength'
    : [5, 9].includes(house)
      ? 'a trikona (trine), the houses of fortune'
      : [6, 8, 12].includes(house)
        ? 'a dusthana, where results come through effort and obstacles'
        : house === 11
          ? 'an upachaya house, which improves with time'
          : house === 3
            ? 'an upachaya house, where malefics do well'
            : 'an artha house of resources';

const ELEMENT_STYLE: Record<string, string> = {
  Fire: 'with enthusiasm and directness',
  Earth: 'practically, patiently and with an eye on results',
  Air: 'through ideas, conversation and connections',
  Water: 'through feeling, intuition and loyalty',
};

const MODALITY_STYLE: Record<string, string> = {
  Cardinal: 'starts things',
  Fixed: 'holds on and builds steadily',
  Mutable: 'adapts to circumstances',
};

function dignityText(planet: PlanetPosition): string {
  return ENGLISH.t(`texts.dignity.${planet.dignity}`, { planet: planet.name, sign: planet.sign, lord: SIGN_LORDS[planet.signIndex] });
}

export function ordinal(value: number): string {
  const suffix = value % 100 >= 11 && value % 100 <= 13 ? 'th' : value % 10 === 1 ? 'st' : value % 10 === 2 ? 'nd' : value % 10 === 3 ? 'rd' : 'th';
  return `${value}${suffix}`;
}

/** Well-placed: a good dignity, or in a kendra/trikona without debility or combustion. */
export function isWellPlaced(planet: PlanetPosition): boolean {
  if (planet.dignity === 'debilitated' || planet.combust) return false;
  return ['exalted', 'moolatrikona', 'own sign'].includes(planet.dignity) || ([1, 4, 5, 7, 9, 10, 11].includes(planet.house) && planet.dignity !== 'enemy');
}

/** A planet read in its sign, house, dignity and nakshatra. */
export function planetReading(planet: PlanetPosition): string {
  const name = planet.name as Planet;
  const element = elementOfSign(planet.signIndex);
  const modality = modalityOfSign(planet.signIndex);
  const nakshatra = nakshatraText(ENGLISH, planet.nakshatraNumber);
  const subject = name === 'Sun' || name === 'Moon' ? `The ${name}` : name;
  const parts = [
    `${subject} stands for ${planetText(ENGLISH, name).signifies}.`,
    `At ${planet.degreeText} ${planet.sign} (${planet.rashi}), ${element === 'Earth' || element === 'Air' ? 'an' : 'a'} ${element.toLowerCase()} sign that ${MODALITY_STYLE[modality]}, it expresses itself ${ELEMENT_STYLE[element]}.`,
    name === 'Rahu' || name === 'Ketu' ? `As a shadow planet it acts like the lord of its sign, ${SIGN_LORDS[planet.signIndex]}.` : dignityText(planet).replace(/^(Sun|Moon) /, 'The $1 '),
    `Your ${ordinal(planet.house)} house is ${HOUSE_KIND(planet.house)}. ${planetInHouseText(ENGLISH, name, planet.house)}`,
  ];
  if (planet.retrograde && name !== 'Rahu' && name !== 'Ketu') parts.push(`Being retrograde, its results turn inward and often arrive after review or delay.`);
  if (planet.combust) parts.push(`It is combust (too close to the Sun), so its significations are overshadowed by the Sun's ego and need conscious effort.`);
  parts.push(
    `In ${planet.nakshatra} nakshatra (pada ${planet.pada}, ruled by ${planet.nakshatraLord}${planet.nakshatraLord === name ? ', its own star' : ''}) it takes on ${nakshatra.quality}, and its results ripen in ${planet.nakshatraLord}'s periods.`,
  );
  parts.push(
    isWellPlaced(planet)
      ? `On balance this placement favours ${PLANET_STRONG[name]}.`
      : `On balance watch for ${PLANET_AFFLICTED[name]}; the remedy is to cultivate ${PLANET_STRONG[name]}.`,
  );
  return parts.join(' ');
}

/** The lagna read from its sign and its lord's placement. */
export function ascendantReading(ascendantSign: number, lord: PlanetPosition): string {
  const element = elementOfSign(ascendantSign);
  return (
    `Your ascendant is ${SIGN_NAMES[ascendantSign]}, ${element === 'Earth' || element === 'Air' ? 'an' : 'a'} ${element.toLowerCase()} ${modalityOfSign(ascendantSign).toLowerCase()} sign: you meet the world ${ELEMENT_STYLE[element]} and your nature ${MODALITY_STYLE[modalityOfSign(ascendantSign)]}. ` +
    `Its lord ${lord.name} is in the ${ordinal(lord.house)} house in ${lord.sign}, so your life's direction runs through ${HOUSE_GOVERNS[lord.house - 1]}` +
    (isWellPlaced(lord) ? `, and a well-placed lagna lord supports health and self-confidence.` : `; the lagna lord is not strong there, so health and confidence grow with steady routines.`)
  );
}

/** What a dasha lord's period brings for this chart: its natal house, the houses it rules, its dignity. */
export function dashaLordReading(lord: Planet, planets: PlanetPosition[], ascendantSign: number): string {
  const planet = planets.find((candidate) => candidate.name === lord)!;
  const ruled = Array.from({ length: 12 }, (_, index) => index + 1).filter((house) => SIGN_LORDS[(ascendantSign + house - 1) % 12] === lord);
  const elsewhere = ruled.filter((house) => house !== planet.house);
  const own = ruled.includes(planet.house) ? ' (a house it also rules, so they are doubly emphasised)' : '';
  const rules = elsewhere.length > 0 ? `, and as lord of the ${elsewhere.map(ordinal).join(' and ')} house${elsewhere.length > 1 ? 's' : ''} it also brings up ${elsewhere.map((house) => HOUSE_TOPICS[house - 1]).join(' and ')}` : '';
  return `${lord} sits in your ${ordinal(planet.house)} house, so its period activates ${HOUSE_TOPICS[planet.house - 1]}${own}${rules}. ${isWellPlaced(planet) ? `Well placed, it tends to bring ${PLANET_STRONG[lord]}.` : `Not strongly placed, it asks you to guard against ${PLANET_AFFLICTED[lord]}.`}`;
}

/** 'Mars', 'Mars and Jupiter', 'Sun, Jupiter and Venus'. */
export function joinAnd(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
