import type { DoshaResult, PlanetPosition } from '@astrosetu/contracts';
import { normalizeDegrees } from '../core/angles';
import { planetOf } from '../chart/birth-chart';
import { houseFrom } from '../chart/zodiac-point';

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

export function mangalDosha(planets: PlanetPosition[]): MangalDoshaDetail {
  const mars = planetOf({ planets }, 'Mars');
  const moon = planetOf({ planets }, 'Moon');
  const jupiter = planetOf({ planets }, 'Jupiter');
  const house = mars.house;
  const present = MANGAL_HOUSES.includes(house);
  const fromMoon = MANGAL_HOUSES.includes(houseFrom(moon.signIndex, mars.signIndex));
  const reasons: string[] = [];
  if (present) {
    const sign = mars.signIndex;
    if ([SIGN.Aries, SIGN.Scorpio].includes(sign)) reasons.push(`Mars is in its own sign ${mars.sign}`);
    if (sign === SIGN.Capricorn) reasons.push('Mars is exalted in Capricorn');
    if (house === 2 && [SIGN.Gemini, SIGN.Virgo].includes(sign)) reasons.push(`Mars in the 2nd house in ${mars.sign}`);
    if (house === 12 && [SIGN.Taurus, SIGN.Libra].includes(sign)) reasons.push(`Mars in the 12th house in ${mars.sign}`);
    if (house === 7 && [SIGN.Cancer, SIGN.Capricorn].includes(sign)) reasons.push(`Mars in the 7th house in ${mars.sign}`);
    if (house === 8 && [SIGN.Sagittarius, SIGN.Pisces].includes(sign)) reasons.push(`Mars in the 8th house in ${mars.sign}`);
    if (jupiter.signIndex === sign) reasons.push('Mars is conjunct Jupiter');
    if (moon.signIndex === sign) reasons.push('Mars is conjunct the Moon');
  }
  const cancelled = present && reasons.length > 0;
  const effective = present && !cancelled;
  const severity: DoshaResult['severity'] = effective ? (fromMoon ? 'strong' : 'moderate') : present ? 'mild' : fromMoon ? 'mild' : 'none';
  return {
    name: 'Mangal Dosha',
    present,
    cancelled,
    effective,
    severity,
    rule: 'Mars in the 1st, 2nd, 4th, 7th, 8th or 12th house from the ascendant',
    description: present
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

export function kaalSarpDosha(planets: PlanetPosition[]): DoshaResult {
  const rahu = planetOf({ planets }, 'Rahu');
  const seven = planets.filter((planet) => planet.name !== 'Rahu' && planet.name !== 'Ketu');
  const offsets = seven.map((planet) => normalizeDegrees(planet.longitude - rahu.longitude));
  const rahuToKetu = offsets.every((offset) => offset > 0 && offset < 180);
  const ketuToRahu = offsets.every((offset) => offset > 180 && offset < 360);
  const present = rahuToKetu || ketuToRahu;
  const type = KAAL_SARP_TYPES[rahu.house - 1];
  return {
    name: 'Kaal Sarp Dosha',
    present,
    cancelled: false,
    effective: present,
    severity: present ? 'moderate' : 'none',
    rule: 'All seven planets hemmed on one side of the Rahu-Ketu axis',
    description: present
      ? `All seven planets lie between ${rahuToKetu ? 'Rahu and Ketu' : 'Ketu and Rahu'}: ${type} Kaal Sarp (Rahu in the ${rahu.house}${suffix(rahu.house)} house).`
      : 'The planets are spread on both sides of the Rahu-Ketu axis; no Kaal Sarp dosha.',
    reasons: [],
    ...(present ? { type } : {}),
  };
}

function suffix(value: number): string {
  return value % 10 === 1 && value !== 11 ? 'st' : value % 10 === 2 && value !== 12 ? 'nd' : value % 10 === 3 && value !== 13 ? 'rd' : 'th';
}

export function computeDoshas(planets: PlanetPosition[]): DoshaResult[] {
  const { fromMoon: _fromMoon, marsHouse: _marsHouse, ...mangal } = mangalDosha(planets);
  return [mangal, kaalSarpDosha(planets)];
}
