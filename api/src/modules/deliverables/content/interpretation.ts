import type { PlanetPosition } from '@astrosetu/contracts';
import { SIGN_LORDS, SIGN_NAMES, elementOfSign, modalityOfSign, type Planet } from '../../../astrology/core/vedic-data';

/**
 * The classical meanings the readings are composed from (Brihat Parashara Hora Shastra's karakatva and bhava
 * significations, Phaladeepika's dignities). Every sentence of a reading is built from the chart's own
 * placement (planet x sign x house x dignity x nakshatra), so two charts read differently.
 */

/** What each graha signifies (karakatva). */
export const PLANET_SIGNIFIES: Record<Planet, string> = {
  Sun: 'the soul, vitality, authority, the father and government',
  Moon: 'the mind, emotions, the mother, comfort and public life',
  Mars: 'courage, energy, land and property, brothers and the drive to act',
  Mercury: 'intellect, speech, learning, trade and adaptability',
  Jupiter: 'wisdom, teachers, children, wealth and dharma',
  Venus: 'love, marriage, beauty, the arts, vehicles and comforts',
  Saturn: 'discipline, work, longevity, service and the lessons of time',
  Rahu: 'ambition, the unconventional, foreign lands and sudden gains or upsets',
  Ketu: 'detachment, spiritual insight, research and past-life skills',
};

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

/** What each house (bhava) governs. */
export const HOUSE_GOVERNS = [
  'the self, body, personality and how life begins',
  'wealth, family, speech and food',
  'courage, younger siblings, skills and short journeys',
  'home, mother, property, vehicles and inner peace',
  'intelligence, children, creativity and past merit',
  'enemies, illness, debts, service and daily work',
  'marriage, partnerships and dealings with the public',
  'longevity, sudden events, inheritance and hidden matters',
  'fortune, father, teachers, dharma and long journeys',
  'career, status, actions and reputation',
  'gains, income, elder siblings and fulfilment of wishes',
  'expenses, losses, foreign lands, sleep and liberation',
] as const;

export const HOUSE_NAMES = ['Tanu', 'Dhana', 'Sahaja', 'Sukha', 'Putra', 'Ripu', 'Kalatra', 'Ayu', 'Dharma', 'Karma', 'Labha', 'Vyaya'] as const;

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

const DIGNITY_TEXT: Record<PlanetPosition['dignity'], string> = {
  exalted: 'It is exalted here, the strongest dignity: its good significations come fully.',
  moolatrikona: 'It is in its moolatrikona, nearly as strong as exaltation: it works with authority.',
  'own sign': 'It is in its own sign, comfortable and dependable.',
  friendly: 'It is in a friend\'s sign and gives its results readily.',
  neutral: 'It is in a neutral sign: its results depend on the house and aspects.',
  enemy: 'It is in an enemy\'s sign and has to work harder to deliver.',
  debilitated: 'It is debilitated here, its weakest dignity: its significations need care, unless the debility is cancelled by other factors.',
};

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
  const parts = [
    `${name} signifies ${PLANET_SIGNIFIES[name]}.`,
    `It sits in ${planet.sign} (${planet.rashi}) at ${planet.degreeText}, a ${element.toLowerCase()} sign that ${MODALITY_STYLE[modality]}, ruled by ${SIGN_LORDS[planet.signIndex]}: here ${name} expresses itself ${ELEMENT_STYLE[element]}.`,
    `Placed in your ${ordinal(planet.house)} house (${HOUSE_NAMES[planet.house - 1]} bhava), ${HOUSE_KIND(planet.house)}, it brings its themes into ${HOUSE_GOVERNS[planet.house - 1]}.`,
    name === 'Rahu' || name === 'Ketu' ? `As a shadow planet it acts like the lord of its sign, ${SIGN_LORDS[planet.signIndex]}.` : DIGNITY_TEXT[planet.dignity],
  ];
  if (planet.retrograde && name !== 'Rahu' && name !== 'Ketu') parts.push(`Being retrograde, its results turn inward and often arrive after review or delay.`);
  if (planet.combust) parts.push(`It is combust (too close to the Sun), so its significations are overshadowed by the Sun's ego and need conscious effort.`);
  parts.push(
    `Its nakshatra is ${planet.nakshatra} (pada ${planet.pada}), ruled by ${planet.nakshatraLord}, so ${name}'s results are coloured by ${planet.nakshatraLord}${planet.nakshatraLord === name ? ', doubling its own influence' : ''} and ripen in ${planet.nakshatraLord}'s periods.`,
  );
  parts.push(
    isWellPlaced(planet)
      ? `On balance this placement favours ${PLANET_STRONG[name]} in matters of the ${ordinal(planet.house)} house.`
      : `On balance watch for ${PLANET_AFFLICTED[name]} in matters of the ${ordinal(planet.house)} house; the remedy is to strengthen ${PLANET_STRONG[name]}.`,
  );
  return parts.join(' ');
}

/** The lagna read from its sign and its lord's placement. */
export function ascendantReading(ascendantSign: number, lord: PlanetPosition): string {
  const element = elementOfSign(ascendantSign);
  return (
    `Your ascendant is ${SIGN_NAMES[ascendantSign]}, a ${element.toLowerCase()} ${modalityOfSign(ascendantSign).toLowerCase()} sign: you meet the world ${ELEMENT_STYLE[element]} and your nature ${MODALITY_STYLE[modalityOfSign(ascendantSign)]}. ` +
    `Its lord ${lord.name} is in the ${ordinal(lord.house)} house in ${lord.sign}, so your life's direction runs through ${HOUSE_GOVERNS[lord.house - 1]}` +
    (isWellPlaced(lord) ? `, and a well-placed lagna lord supports health and self-confidence.` : `; the lagna lord is not strong there, so health and confidence grow with steady routines.`)
  );
}

/** What a dasha lord's period brings for this chart: its natal house, the houses it rules, its dignity. */
export function dashaLordReading(lord: Planet, planets: PlanetPosition[], ascendantSign: number): string {
  const planet = planets.find((candidate) => candidate.name === lord)!;
  const ruled = Array.from({ length: 12 }, (_, index) => index + 1).filter((house) => SIGN_LORDS[(ascendantSign + house - 1) % 12] === lord);
  const rules = ruled.length > 0 ? `, and as lord of the ${ruled.map(ordinal).join(' and ')} house${ruled.length > 1 ? 's' : ''} it also brings up ${ruled.map((house) => HOUSE_GOVERNS[house - 1].split(',')[0]).join(' and ')}` : '';
  return `${lord} sits in your ${ordinal(planet.house)} house, so its period activates ${HOUSE_GOVERNS[planet.house - 1]}${rules}. ${isWellPlaced(planet) ? `Well placed, it tends to bring ${PLANET_STRONG[lord]}.` : `Not strongly placed, it asks you to guard against ${PLANET_AFFLICTED[lord]}.`}`;
}
