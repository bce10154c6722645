import type { NumerologyResponse, UiLanguage } from '@astrosetu/contracts';
import { chaldeanNameNumber, indianNumbers } from './chaldean-indian';
import { numerologyText } from './numerology-language';

/**
 * Pythagorean numerology.
 *
 * Letters: A J S = 1, B K T = 2, C L U = 3, D M V = 4, E N W = 5, F O X = 6, G P Y = 7, H Q Z = 8,
 * I R = 9 (accents are stripped; other characters are ignored). Vowels are A, E, I, O, U; Y counts as a
 * consonant. Every sum is reduced by adding its digits until one digit remains, except that the master
 * numbers 11, 22 and 33 are kept at every step.
 *
 * - Life path: month, day and year reduced separately, then added and reduced (1990-05-15: 5 + 6 + 1 = 12 -> 3).
 * - Destiny (expression): each word of the name reduced, then added and reduced. Soul urge uses only the
 *   vowels, personality only the consonants, in the same way.
 * - Birthday: the day of the month reduced (29 -> 11).
 * - Maturity: life path + destiny, reduced.
 * - Personal year: birth month + birth day + the current year, each reduced, then added and reduced.
 * - Challenges: with m, d, y the month, day and year reduced to one digit (no masters): |m-d|, |d-y|,
 *   the difference of those two, and |m-y|.
 * - Compatible numbers come from a table by the life path's root (1, 5, 7 / 2, 4, 8 / 3, 6, 9 families).
 */

const MASTERS = [11, 22, 33];

export function reduceNumber(value: number): number {
  let n = value;
  while (n > 9 && !MASTERS.includes(n)) n = digitSum(n);
  return n;
}

function reduceToDigit(value: number): number {
  let n = value;
  while (n > 9) n = digitSum(n);
  return n;
}

function digitSum(value: number): number {
  return String(value)
    .split('')
    .reduce((sum, digit) => sum + Number(digit), 0);
}

export function letterValue(letter: string): number {
  return ((letter.charCodeAt(0) - 65) % 9) + 1;
}

const VOWELS = new Set(['A', 'E', 'I', 'O', 'U']);

function nameWords(fullName: string): string[][] {
  return fullName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .split(/\s+/)
    .map((word) => word.replace(/[^A-Z]/g, '').split(''))
    .filter((letters) => letters.length > 0);
}

/** Sum of each word (letters passing the filter) reduced, then the words added and reduced; 0 if no letters count. */
function nameNumber(fullName: string, keep: (letter: string) => boolean): number {
  const words = nameWords(fullName)
    .map((letters) => letters.filter(keep).reduce((sum, letter) => sum + letterValue(letter), 0))
    .filter((sum) => sum > 0)
    .map(reduceNumber);
  return words.length === 0 ? 0 : reduceNumber(words.reduce((sum, value) => sum + value, 0));
}

const MEANINGS: Record<number, string> = {
  1: 'Leadership, independence and new beginnings.',
  2: 'Cooperation, diplomacy and sensitivity.',
  3: 'Creativity, self-expression and joy.',
  4: 'Stability, hard work and order.',
  5: 'Freedom, change and adventure.',
  6: 'Responsibility, care and harmony at home.',
  7: 'Reflection, analysis and spiritual search.',
  8: 'Ambition, authority and material success.',
  9: 'Compassion, service and completion.',
  11: 'Master number: intuition, inspiration and spiritual insight.',
  22: 'Master number: the master builder who turns vision into reality.',
  33: 'Master number: the master teacher of compassion and healing.',
};

const COMPATIBLE_BY_ROOT: Record<number, number[]> = {
  1: [1, 5, 7], 2: [2, 4, 8], 3: [3, 6, 9], 4: [2, 4, 8], 5: [1, 5, 7], 6: [3, 6, 9], 7: [1, 5, 7], 8: [2, 4, 8], 9: [3, 6, 9],
};

/** English meanings are written here (answers unchanged); Hindi and Tamil come from locales/. */
function numberOf(value: number, language: UiLanguage): NumerologyResponse['lifePath'] {
  const meaning = language === 'en' ? (MEANINGS[value] ?? 'No letters to count.') : numerologyText(language).meaning(value);
  return { value, master: MASTERS.includes(value), meaning };
}

export function computeNumerology(fullName: string, birthDate: string, currentYear: number, language: UiLanguage = 'en'): NumerologyResponse {
  const [year, month, day] = birthDate.split('-').map(Number);
  const lifePath = reduceNumber(reduceNumber(month) + reduceNumber(day) + reduceNumber(year));
  const destiny = nameNumber(fullName, () => true);
  const soulUrge = nameNumber(fullName, (letter) => VOWELS.has(letter));
  const personality = nameNumber(fullName, (letter) => !VOWELS.has(letter));
  const birthDay = reduceNumber(day);
  const maturity = reduceNumber(lifePath + destiny);
  const personalYear = reduceNumber(reduceNumber(month) + reduceNumber(day) + reduceNumber(currentYear));

  const m = reduceToDigit(month);
  const d = reduceToDigit(day);
  const y = reduceToDigit(year);
  const first = Math.abs(m - d);
  const second = Math.abs(d - y);
  const challengeNumbers = [first, second, Math.abs(first - second), Math.abs(m - y)];

  return {
    fullName: fullName.trim(),
    birthDate,
    currentYear,
    system: 'Pythagorean',
    lifePath: numberOf(lifePath, language),
    destiny: numberOf(destiny, language),
    soulUrge: numberOf(soulUrge, language),
    personality: numberOf(personality, language),
    birthDay: numberOf(birthDay, language),
    maturity: numberOf(maturity, language),
    personalYear: numberOf(personalYear, language),
    luckyNumbers: [...new Set([lifePath, birthDay, destiny].filter((value) => value > 0))],
    compatibleNumbers: COMPATIBLE_BY_ROOT[reduceToDigit(lifePath)],
    challengeNumbers,
    chaldean: chaldeanNameNumber(fullName, language),
    indian: indianNumbers(birthDate, language),
  };
}
