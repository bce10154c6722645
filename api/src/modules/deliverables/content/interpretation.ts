import type { PlanetPosition } from '@astrosetu/contracts';
import { SIGN_LORDS, SIGN_NAMES, elementOfSign, modalityOfSign, type Planet } from '../../../astrology/core/vedic-data';
import { houseText } from '../../reports/texts/houses';
import { nakshatraText } from '../../reports/texts/nakshatras';
import { planetInHouseText } from '../../reports/texts/planet-in-house';
import { planetText } from '../../reports/texts/planets';
import type { DeliverableWords } from '../deliverable-words';

/**
 * The readings are composed from the classical texts the reports module keeps (reports/texts: karakatva, each
 * graha in each house, dignities, nakshatras, bhavas) plus the sign's element and modality, so every sentence
 * comes from the chart's own placement (planet x sign x house x dignity x nakshatra) and two charts read
 * differently. Written in the words' language (the deliverables' catalogue `interp.*`).
 */

/** How each graha acts when it is strong (used for favourable placements) and when it is afflicted. */
export const planetStrong = (words: DeliverableWords, planet: Planet): string => words.say(`interp.strong.${planet}`);
export const planetAfflicted = (words: DeliverableWords, planet: Planet): string => words.say(`interp.afflicted.${planet}`);

/** What a house (bhava) governs, its short topics ('wealth, family and speech') and its name. */
export const houseGoverns = (words: DeliverableWords, house: number): string => houseText(words, house).governs;
export const houseTopics = (words: DeliverableWords, house: number): string => houseText(words, house).topics;
export const houseName = (words: DeliverableWords, house: number): string => houseText(words, house).name;

function houseKind(words: DeliverableWords, house: number): string {
  const kind = [1, 4, 7, 10].includes(house)
    ? 'kendra'
    : [5, 9].includes(house)
      ? 'trikona'
      : [6, 8, 12].includes(house)
        ? 'dusthana'
        : house === 11
          ? 'upachaya'
          : house === 3
            ? 'upachayaMalefic'
            : 'artha';
  return words.say(`interp.houseKind.${kind}`);
}

/** 'Leo (Simha)' in English, the sign's one name in Hindi and Tamil. */
export const signWithRashi = (words: DeliverableWords, sign: string): string => words.signFull(sign);

function dignityText(words: DeliverableWords, planet: PlanetPosition): string {
  return words.t(`texts.dignity.${planet.dignity}`, { planet: words.planet(planet.name), sign: words.sign(planet.sign), lord: words.planet(SIGN_LORDS[planet.signIndex]) });
}

/** Well-placed: a good dignity, or in a kendra/trikona without debility or combustion. */
export function isWellPlaced(planet: PlanetPosition): boolean {
  if (planet.dignity === 'debilitated' || planet.combust) return false;
  return ['exalted', 'moolatrikona', 'own sign'].includes(planet.dignity) || ([1, 4, 5, 7, 9, 10, 11].includes(planet.house) && planet.dignity !== 'enemy');
}

/** 'a fire sign' needs 'an' before 'earth' and 'air' in English: the sentence has one key per article. */
const article = (element: string) => (element === 'Earth' || element === 'Air' ? 'An' : 'A');

/** A planet read in its sign, house, dignity and nakshatra. */
export function planetReading(words: DeliverableWords, planet: PlanetPosition): string {
  const name = planet.name as Planet;
  const element = elementOfSign(planet.signIndex);
  const modality = modalityOfSign(planet.signIndex);
  const nakshatra = nakshatraText(words, planet.nakshatraNumber);
  const parts = [
    words.say(name === 'Sun' || name === 'Moon' ? 'interp.planet.signifiesLuminary' : 'interp.planet.signifies', { planet: words.planet(name), signifies: planetText(words, name).signifies }),
    words.say(`interp.planet.placement${article(element)}`, {
      degree: planet.degreeText,
      sign: signWithRashi(words, planet.sign),
      element: words.say(`interp.element.${element}`),
      modality: words.say(`interp.modalityStyle.${modality}`),
      style: words.say(`interp.elementStyle.${element}`),
    }),
    name === 'Rahu' || name === 'Ketu'
      ? words.say('interp.planet.shadow', { lord: words.planet(SIGN_LORDS[planet.signIndex]) })
      : dignityText(words, planet).replace(/^(Sun|Moon) /, 'The $1 '),
    `${words.say('interp.planet.houseKind', { house: words.ordinal(planet.house), kind: houseKind(words, planet.house) })} ${planetInHouseText(words, name, planet.house)}`,
  ];
  if (planet.retrograde && name !== 'Rahu' && name !== 'Ketu') parts.push(words.say('interp.planet.retrograde'));
  if (planet.combust) parts.push(words.say('interp.planet.combust'));
  parts.push(
    words.say(planet.nakshatraLord === name ? 'interp.planet.nakshatraOwn' : 'interp.planet.nakshatra', {
      nakshatra: words.nakshatra(planet.nakshatra),
      pada: planet.pada,
      lord: words.planet(planet.nakshatraLord),
      quality: nakshatra.quality,
    }),
  );
  parts.push(
    isWellPlaced(planet)
      ? words.say('interp.planet.favours', { strong: planetStrong(words, name) })
      : words.say('interp.planet.watch', { afflicted: planetAfflicted(words, name), strong: planetStrong(words, name) }),
  );
  return parts.join(' ');
}

/** The lagna read from its sign and its lord's placement. */
export function ascendantReading(words: DeliverableWords, ascendantSign: number, lord: PlanetPosition): string {
  const element = elementOfSign(ascendantSign);
  const modality = modalityOfSign(ascendantSign);
  return words.say(`interp.ascendant.${isWellPlaced(lord) ? 'strong' : 'weak'}${article(element)}`, {
    sign: words.sign(SIGN_NAMES[ascendantSign]),
    element: words.say(`interp.element.${element}`),
    modality: words.say(`interp.modality.${modality}`),
    style: words.say(`interp.elementStyle.${element}`),
    nature: words.say(`interp.modalityStyle.${modality}`),
    lord: words.planet(lord.name),
    house: words.ordinal(lord.house),
    lordSign: words.sign(lord.sign),
    governs: houseGoverns(words, lord.house),
  });
}

/** What a dasha lord's period brings for this chart: its natal house, the houses it rules, its dignity. */
export function dashaLordReading(words: DeliverableWords, lord: Planet, planets: PlanetPosition[], ascendantSign: number): string {
  const planet = planets.find((candidate) => candidate.name === lord)!;
  const ruled = Array.from({ length: 12 }, (_, index) => index + 1).filter((house) => SIGN_LORDS[(ascendantSign + house - 1) % 12] === lord);
  const elsewhere = ruled.filter((house) => house !== planet.house);
  const own = ruled.includes(planet.house) ? 'Own' : '';
  const params = {
    lord: words.planet(lord),
    house: words.ordinal(planet.house),
    topics: houseTopics(words, planet.house),
    ruled: words.houseList(elsewhere),
    ruledTopics: words.list(elsewhere.map((house) => houseTopics(words, house))),
    count: elsewhere.length,
  };
  const sits = words.say(elsewhere.length > 0 ? `interp.dasha.sits${own}Rules` : `interp.dasha.sits${own}`, params);
  const verdict = isWellPlaced(planet)
    ? words.say('interp.dasha.well', { strong: planetStrong(words, lord) })
    : words.say('interp.dasha.weak', { afflicted: planetAfflicted(words, lord) });
  return `${sits} ${verdict}`;
}
