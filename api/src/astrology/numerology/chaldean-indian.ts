import type { NumerologyResponse, UiLanguage } from '@astrosetu/contracts';
import { planetName } from '../i18n/astrology-names';
import { numerologyText } from './numerology-language';

/**
 * Two systems beside the Pythagorean one:
 *
 * Chaldean (Cheiro, "Cheiro's Book of Numbers", 1926, the table of the Chaldean alphabet): letters take the values
 * of their sounds, 1 to 8; nine is never given to a letter.
 *   1 A I J Q Y · 2 B K R · 3 C G L S · 4 D M T · 5 E H N X · 6 U V W · 7 O Z · 8 F P
 * The name number is the sum of all the letters of the name as it is used (the "compound" number, read for its own
 * meaning when 10-52), then reduced to one digit by adding its digits.
 *
 * Indian numerology (as Indian practitioners print it, after Cheiro's planetary rulers with Rahu and Ketu in place
 * of Uranus and Neptune): the mulank (psychic number) is the day of birth reduced to one digit, the bhagyank
 * (destiny number) all the digits of the full birth date added and reduced. No master numbers are kept.
 */

const CHALDEAN_VALUE: Record<string, number> = {
  A: 1, I: 1, J: 1, Q: 1, Y: 1,
  B: 2, K: 2, R: 2,
  C: 3, G: 3, L: 3, S: 3,
  D: 4, M: 4, T: 4,
  E: 5, H: 5, N: 5, X: 5,
  U: 6, V: 6, W: 6,
  O: 7, Z: 7,
  F: 8, P: 8,
};

const PLANET_OF = ['', 'Sun', 'Moon', 'Jupiter', 'Rahu', 'Mercury', 'Venus', 'Ketu', 'Saturn', 'Mars'] as const;

const CHALDEAN_MEANING: Record<number, string> = {
  1: 'The Sun: individuality, drive and a wish to lead in your own way.',
  2: 'The Moon: imagination, gentleness and a mind that works by feeling.',
  3: 'Jupiter: ambition joined to duty, a liking for order and rank.',
  4: 'Rahu: an independent, contrary streak that sees what others miss.',
  5: 'Mercury: quick wit, many contacts, restlessness with routine.',
  6: 'Venus: warmth, art, home and the power to draw people to you.',
  7: 'Ketu: originality, inner life and a pull towards travel and study.',
  8: 'Saturn: depth, endurance, success that comes late and lasts.',
  9: 'Mars: energy, courage and a fighter who finishes what is begun.',
};

const reduce = (value: number): number => {
  let n = value;
  while (n > 9) n = String(n).split('').reduce((sum, digit) => sum + Number(digit), 0);
  return n;
};

export function chaldeanValue(letter: string): number {
  return CHALDEAN_VALUE[letter] ?? 0;
}

/** In Hindi and Tamil the meaning is written in the language and the planet's name added (`planetName`). */
export function chaldeanNameNumber(fullName: string, language: UiLanguage = 'en'): NumerologyResponse['chaldean'] {
  const letters = fullName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
  const compound = letters.split('').reduce((sum, letter) => sum + chaldeanValue(letter), 0);
  const value = reduce(compound);
  const planet = PLANET_OF[value] || null;
  if (language === 'en') return { compound, value, planet, meaning: CHALDEAN_MEANING[value] ?? 'No letters to count.' };
  return { compound, value, planet, ...(planet ? { planetName: planetName(language, planet) } : {}), meaning: numerologyText(language).chaldean(value) };
}

export function indianNumbers(birthDate: string, language: UiLanguage = 'en'): NumerologyResponse['indian'] {
  const day = Number(birthDate.slice(8, 10));
  const mulank = reduce(day);
  const bhagyank = reduce(birthDate.replace(/\D/g, '').split('').reduce((sum, digit) => sum + Number(digit), 0));
  const withName = (value: number) =>
    language === 'en' ? { value, planet: PLANET_OF[value] } : { value, planet: PLANET_OF[value], planetName: planetName(language, PLANET_OF[value]) };
  return { mulank: withName(mulank), bhagyank: withName(bhagyank) };
}
