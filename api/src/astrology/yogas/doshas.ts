import type { DoshaResult, PlanetPosition, UiLanguage } from '@astrosetu/contracts';
import { normalizeDegrees } from '../core/angles';
import { planetOf } from '../chart/birth-chart';
import { houseFrom } from '../chart/zodiac-point';
import { doshaText } from './yoga-language';

/**
 * Mangal (Kuja) dosha: Mars in the 1st, 2nd, 4th, 7th, 8th or 12th house counted from the ascendant
 * (whole-sign houses). The same test from the Moon is reported too (fromMoon) and raises the severity,
 * but the dosha's presence follows the ascendant, as the product specification states.
 *
 * Cancellations (parihara) applied, as commonly listed in Indian almanacs:
 *  1. Mars in its own sign (Aries, Scorpio) or exaltation sign (Capricorn).
 *  2. Mars in the 2nd house in Gemini or Virgo.
 *  3. Mars in the 12th house in Taurus or Libra.
 *  4. Mars in the 7th house in Cancer or Capricorn.
 *  5. Mars in the 8th house in Sagittarius or Pisces.
 *  6. Mars in the same sign as Jupiter or the Moon.
 * Match-making adds one more: both partners manglik (see matching/guna-milan.ts).
 */
const MANGAL_HOUSES = [1, 2, 4, 7, 8, 12];
const SIGN = { Aries: 0, Taurus: 1, Gemini: 2, Cancer: 3, Virgo: 5, Libra: 6, Scorpio: 7, Sagittarius: 8, Capricorn: 9, Pisces: 11 };

export interface MangalDoshaDetail extends DoshaResult {
  fromMoon: boolean;
  marsHouse: number;
}

/** Why a Mangal dosha is cancelled: a catalogue key under dosha.mangal.reason and its values. */
interface MangalReason {
  key: 'ownSign' | 'exalted' | 'house' | 'withJupiter' | 'withMoon';
  sign?: string;
  house?: number;
}

function englishReason(reason: MangalReason): string {
  switch (reason.key) {
    case 'ownSign':
      return `Mars is in its own sign ${reason.sign}`;
    case 'exalted':
      return 'Mars is exalted in Capricorn';
    case 'house':
      return `Mars in the ${reason.house}${suffix(reason.house!)} house in ${reason.sign}`;
    case 'withJupiter':
      return 'Mars is conjunct Jupiter';
    case 'withMoon':
      return 'Mars is conjunct the Moon';
  }
}

/** Texts in `language`; English is written here as it always was (byte for byte), other languages from yogas/locales. */
export function mangalDosha(planets: PlanetPosition[], language: UiLanguage = 'en'): MangalDoshaDetail {
  const mars = planetOf({ planets }, 'Mars');
  const moon = planetOf({ planets }, 'Moon');
  const jupiter = planetOf({ planets }, 'Jupiter');
  const house = mars.house;
  const present = MANGAL_HOUSES.includes(house);
  const fromMoon = MANGAL_HOUSES.includes(houseFrom(moon.signIndex, mars.signIndex));
  const found: MangalReason[] = [];
  if (present) {
    const sign = mars.signIndex;
    if ([SIGN.Aries, SIGN.Scorpio].includes(sign)) found.push({ key: 'ownSign', sign: mars.sign });
    if (sign === SIGN.Capricorn) found.push({ key: 'exalted' });
    if (house === 2 && [SIGN.Gemini, SIGN.Virgo].includes(sign)) found.push({ key: 'house', house, sign: mars.sign });
    if (house === 12 && [SIGN.Taurus, SIGN.Libra].includes(sign)) found.push({ key: 'house', house, sign: mars.sign });
    if (house === 7 && [SIGN.Cancer, SIGN.Capricorn].includes(sign)) found.push({ key: 'house', house, sign: mars.sign });
    if (house === 8 && [SIGN.Sagittarius, SIGN.Pisces].includes(sign)) found.push({ key: 'house', house, sign: mars.sign });
    if (jupiter.signIndex === sign) found.push({ key: 'withJupiter' });
    if (moon.signIndex === sign) found.push({ key: 'withMoon' });
  }
  const text = language === 'en' ? null : doshaText(language);
  const reasons = found.map((reason) => (text ? text.mangalReason(reason.key, reason.house, reason.sign) : englishReason(reason)));
  const cancelled = present && reasons.length > 0;
  const effective = present && !cancelled;
  const severity: DoshaResult['severity'] = effective ? (fromMoon ? 'strong' : 'moderate') : present ? 'mild' : fromMoon ? 'mild' : 'none';
  return {
    name: 'Mangal Dosha',
    ...(text ? { label: text.label('Mangal Dosha') } : {}),
    present,
    cancelled,
    effective,
    severity,
    rule: text ? text.rule('Mangal Dosha') : 'Mars in the 1st, 2nd, 4th, 7th, 8th or 12th house from the ascendant',
    description: text
      ? text.mangalDescription({ house, sign: mars.sign, present, cancelled, fromMoon, reasons })
      : present
        ? `Mars is in the ${house}${suffix(house)} house (${mars.sign})${cancelled ? `, but the dosha is cancelled: ${reasons.join('; ')}.` : '. The native is manglik; matching with a manglik partner is advised.'}`
        : `Mars is in the ${house}${suffix(house)} house (${mars.sign}); no Mangal dosha from the ascendant${fromMoon ? ' (it would count from the Moon, a mild influence)' : ''}.`,
    reasons,
    fromMoon,
    marsHouse: house,
  };
}

/**
 * Kaal Sarp dosha: all seven planets (Sun to Saturn) on one side of the Rahu-Ketu axis, i.e. every
 * planet's longitude lies strictly inside the 180° arc from Rahu to Ketu, or inside the arc from Ketu
 * to Rahu. The type is named from Rahu's house (Anant in the 1st ... Sheshnag in the 12th). No
 * cancellation rules are applied.
 */
const KAAL_SARP_TYPES = [
  'Anant', 'Kulik', 'Vasuki', 'Shankhpal', 'Padma', 'Mahapadma', 'Takshak', 'Karkotak', 'Shankhachud', 'Ghatak', 'Vishdhar', 'Sheshnag',
];

export function kaalSarpDosha(planets: PlanetPosition[], language: UiLanguage = 'en'): DoshaResult {
  const rahu = planetOf({ planets }, 'Rahu');
  const seven = planets.filter((planet) => planet.name !== 'Rahu' && planet.name !== 'Ketu');
  const offsets = seven.map((planet) => normalizeDegrees(planet.longitude - rahu.longitude));
  const rahuToKetu = offsets.every((offset) => offset > 0 && offset < 180);
  const ketuToRahu = offsets.every((offset) => offset > 180 && offset < 360);
  const present = rahuToKetu || ketuToRahu;
  const type = KAAL_SARP_TYPES[rahu.house - 1];
  const text = language === 'en' ? null : doshaText(language);
  return {
    name: 'Kaal Sarp Dosha',
    ...(text ? { label: text.label('Kaal Sarp Dosha') } : {}),
    present,
    cancelled: false,
    effective: present,
    severity: present ? 'moderate' : 'none',
    rule: text ? text.rule('Kaal Sarp Dosha') : 'All seven planets hemmed on one side of the Rahu-Ketu axis',
    description: text
      ? text.kaalSarpDescription({ present, rahuToKetu, type, house: rahu.house })
      : present
      ? `All seven planets lie between ${rahuToKetu ? 'Rahu and Ketu' : 'Ketu and Rahu'}: ${type} Kaal Sarp (Rahu in the ${rahu.house}${suffix(rahu.house)} house).`
      : 'The planets are spread on both sides of the Rahu-Ketu axis; no Kaal Sarp dosha.',
    reasons: [],
    ...(present ? { type } : {}),
    ...(present && text ? { typeName: text.kaalSarpType(type) } : {}),
  };
}

function suffix(value: number): string {
  return value % 10 === 1 && value !== 11 ? 'st' : value % 10 === 2 && value !== 12 ? 'nd' : value % 10 === 3 && value !== 13 ? 'rd' : 'th';
}

export function computeDoshas(planets: PlanetPosition[], language: UiLanguage = 'en'): DoshaResult[] {
  const { fromMoon: _fromMoon, marsHouse: _marsHouse, ...mangal } = mangalDosha(planets, language);
  return [mangal, kaalSarpDosha(planets, language)];
}
