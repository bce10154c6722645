import type { PlanetPosition, YogaResult } from '@astrosetu/contracts';
import { EXALTATION_SIGN, MOOLATRIKONA, OWN_SIGNS, type Planet } from '../core/vedic-data';
import { planetOf } from '../chart/birth-chart';
import { houseFrom } from '../chart/zodiac-point';
import { classicalYogas } from './classical-yogas';

/**
 * Yogas checked (rules as in BPHS ch. 36 and Phaladeepika ch. 6; houses are whole-sign houses):
 *
 * - Gajakesari: Jupiter in a kendra (1st, 4th, 7th or 10th) counted from the Moon. Strong when Jupiter
 *   is in its own, exaltation or a friendly sign and not combust; weak when debilitated or combust.
 * - Budhaditya: the Sun and Mercury in the same sign. Weak when Mercury is combust (within 14° of the
 *   Sun, 12° when retrograde), which is common; strong when also in a kendra or trikona from the ascendant.
 * - Pancha Mahapurusha (BPHS ch. 75): Mars (Ruchaka), Mercury (Bhadra), Jupiter (Hamsa), Venus (Malavya) or
 *   Saturn (Shasha) in its own or exaltation sign AND in a kendra from the ascendant. Strong when exalted,
 *   weakened one step when combust.
 */

const KENDRAS = [1, 4, 7, 10];
const TRIKONAS = [1, 5, 9];

function ownOrExalted(planet: PlanetPosition): boolean {
  const name = planet.name as Planet;
  if (EXALTATION_SIGN[name] === planet.signIndex) return true;
  if (OWN_SIGNS[name].includes(planet.signIndex)) return true;
  return MOOLATRIKONA[name]?.sign === planet.signIndex;
}

function gajakesari(planets: PlanetPosition[]): YogaResult {
  const moon = planetOf({ planets }, 'Moon');
  const jupiter = planetOf({ planets }, 'Jupiter');
  const house = houseFrom(moon.signIndex, jupiter.signIndex);
  const present = KENDRAS.includes(house);
  let strength: YogaResult['strength'];
  if (present) {
    if (jupiter.dignity === 'debilitated' || jupiter.combust) strength = 'weak';
    else if (['exalted', 'moolatrikona', 'own sign', 'friendly'].includes(jupiter.dignity)) strength = 'strong';
    else strength = 'moderate';
  }
  return {
    name: 'Gajakesari Yoga',
    present,
    rule: 'Jupiter in a kendra (1st, 4th, 7th or 10th house) from the Moon',
    description: present
      ? `Jupiter in ${jupiter.sign} is in the ${ordinal(house)} house from the Moon in ${moon.sign}: wisdom, good name and the protection of elders.`
      : `Jupiter is in the ${ordinal(house)} house from the Moon, not in a kendra.`,
    ...(strength ? { strength } : {}),
    planets: ['Jupiter', 'Moon'],
  };
}

function budhaditya(planets: PlanetPosition[]): YogaResult {
  const sun = planetOf({ planets }, 'Sun');
  const mercury = planetOf({ planets }, 'Mercury');
  const present = sun.signIndex === mercury.signIndex;
  let strength: YogaResult['strength'];
  if (present) {
    if (mercury.combust) strength = 'weak';
    else if (KENDRAS.includes(sun.house) || TRIKONAS.includes(sun.house)) strength = 'strong';
    else strength = 'moderate';
  }
  return {
    name: 'Budhaditya Yoga',
    present,
    rule: 'The Sun and Mercury in the same sign',
    description: present
      ? `The Sun and Mercury are together in ${sun.sign} (house ${sun.house}): intelligence, learning and skill with words${mercury.combust ? ', though Mercury is combust and gives less' : ''}.`
      : `The Sun is in ${sun.sign} and Mercury in ${mercury.sign}.`,
    ...(strength ? { strength } : {}),
    planets: ['Sun', 'Mercury'],
  };
}

const MAHAPURUSHA: readonly { planet: Planet; name: string; gift: string }[] = [
  { planet: 'Mars', name: 'Ruchaka Yoga', gift: 'courage, leadership and physical strength' },
  { planet: 'Mercury', name: 'Bhadra Yoga', gift: 'intellect, eloquence and business sense' },
  { planet: 'Jupiter', name: 'Hamsa Yoga', gift: 'wisdom, righteousness and respect' },
  { planet: 'Venus', name: 'Malavya Yoga', gift: 'charm, comforts and artistic taste' },
  { planet: 'Saturn', name: 'Shasha Yoga', gift: 'discipline, endurance and authority over people' },
];

function mahapurusha(planets: PlanetPosition[], entry: (typeof MAHAPURUSHA)[number]): YogaResult {
  const planet = planetOf({ planets }, entry.planet);
  const dignified = ownOrExalted(planet);
  const inKendra = KENDRAS.includes(planet.house);
  const present = dignified && inKendra;
  let strength: YogaResult['strength'];
  if (present) {
    strength = planet.dignity === 'exalted' ? 'strong' : 'moderate';
    if (planet.combust) strength = strength === 'strong' ? 'moderate' : 'weak';
  }
  return {
    name: entry.name,
    present,
    rule: `${entry.planet} in its own or exaltation sign and in a kendra (1st, 4th, 7th or 10th house) from the ascendant`,
    description: present
      ? `${entry.planet} is ${planet.dignity} in ${planet.sign} in the ${ordinal(planet.house)} house: ${entry.gift}.`
      : `${entry.planet} is in ${planet.sign}, house ${planet.house}${dignified ? ' (dignified but not in a kendra)' : inKendra ? ' (in a kendra but not in its own or exaltation sign)' : ''}.`,
    ...(strength ? { strength } : {}),
    planets: [entry.planet],
  };
}

export function computeYogas(planets: PlanetPosition[]): YogaResult[] {
  return [gajakesari(planets), budhaditya(planets), ...MAHAPURUSHA.map((entry) => mahapurusha(planets, entry)), ...classicalYogas(planets)];
}

export function ordinal(value: number): string {
  const suffix = value % 10 === 1 && value !== 11 ? 'st' : value % 10 === 2 && value !== 12 ? 'nd' : value % 10 === 3 && value !== 13 ? 'rd' : 'th';
  return `${value}${suffix}`;
}
