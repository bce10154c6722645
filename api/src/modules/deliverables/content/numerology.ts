import { uiLanguageInfo, type NumerologyResponse, type UiLanguage } from '@astrosetu/contracts';
import { computeNumerology } from '../../../astrology';
import { letterValue, reduceNumber } from '../../../astrology/numerology/numerology';
import { numerologyReportText } from '../../../astrology/numerology/numerology-language';
import type { ViewBuilder } from '../view-builder';

/**
 * Numerology from the engine (Pythagorean, masters kept). The tool report has every number, the challenges and
 * three personal years; the divination reading has the four core numbers and how they agree.
 */

/**
 * `language` is the order's (English by default): every heading, label and sentence comes from the numerology
 * catalogue (astrology/numerology/locales, report.*); the numbers from the engine.
 */
export function writeNumerologyCore(view: ViewBuilder, fullName: string, birthDate: string, year: number, language: UiLanguage = 'en'): NumerologyResponse {
  return writeCoreIn(language, view, fullName, birthDate, year);
}

export function writeNumerologyFull(view: ViewBuilder, fullName: string, birthDate: string, year: number, language: UiLanguage = 'en'): NumerologyResponse {
  return writeFullIn(language, view, fullName, birthDate, year);
}

const VOWELS = new Set(['A', 'E', 'I', 'O', 'U']);
/** The numbers the catalogue describes (facet.N); any other number reads as its single digit's. */
const FACET_NUMBERS = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33]);
// The report, every sentence from the catalogue (one key per sentence, values as placeholders).

type Text = ReturnType<typeof numerologyReportText>;
/** '15 May 1990', '15 मई 1990': the birth date as the language writes it (a civil date, no time zone). */
const civilDateIn = (language: UiLanguage, date: string) =>
  new Intl.DateTimeFormat(uiLanguageInfo(language).locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
const facetKey = (value: number) => (FACET_NUMBERS.has(value) ? value : value % 9 || 9);
const facetOf = (text: Text, value: number, part: 'road' | 'gifts' | 'wish' | 'impression' | 'caution') => text(`facet.${facetKey(value)}.${part}`);
const CORE_ROLES = [
  { role: 'lifePath', facet: 'road' },
  { role: 'destiny', facet: 'gifts' },
  { role: 'soulUrge', facet: 'wish' },
  { role: 'personality', facet: 'impression' },
] as const;

function writeCoreIn(language: UiLanguage, view: ViewBuilder, fullName: string, birthDate: string, year: number): NumerologyResponse {
  const text = numerologyReportText(language);
  const result = computeNumerology(fullName, birthDate, year, language);
  view.section(text('sections.core')).keyValues([
    [text('labels.nameCounted'), result.fullName], [text('labels.birthDate'), civilDateIn(language, result.birthDate)], [text('labels.system'), text('labels.systemValue')],
    [text('labels.lifePath'), String(result.lifePath.value)], [text('labels.destiny'), String(result.destiny.value)], [text('labels.soulUrge'), String(result.soulUrge.value)], [text('labels.personality'), String(result.personality.value)],
  ]);
  view.section(text('sections.meaning'));
  for (const { role, facet } of CORE_ROLES) {
    const number = result[role];
    const key = number.master ? `master${role.charAt(0).toUpperCase()}${role.slice(1)}` : role;
    view.paragraph(text(`role.${key}`, { value: number.value, [facet]: facetOf(text, number.value, facet) }));
  }
  view.paragraph(text('caution', { value: result.lifePath.value, caution: facetOf(text, FACET_NUMBERS.has(result.lifePath.value) ? result.lifePath.value : 9, 'caution') }));
  const counts = new Map<number, number>();
  for (const { role } of CORE_ROLES) counts.set(result[role].value, (counts.get(result[role].value) ?? 0) + 1);
  const repeated = [...counts].filter(([, count]) => count > 1).map(([value, count]) => text(`repeated.${count}`, { value }));
  view.paragraph(
    `${repeated.length > 0 ? text('repeatedList', { list: repeated.join(', ') }) : text('allDifferent')} ${
      result.soulUrge.value === result.personality.value
        ? text('agree')
        : text('differ', { soulUrge: result.soulUrge.value, personality: result.personality.value, wish: facetOf(text, FACET_NUMBERS.has(result.soulUrge.value) ? result.soulUrge.value : 9, 'wish') })
    }`,
  );
  writeWorkingIn(text, view, fullName, birthDate, result);
  return result;
}

function writeWorkingIn(text: Text, view: ViewBuilder, fullName: string, birthDate: string, result: NumerologyResponse): void {
  const words = fullName.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase().split(/\s+/)
    .map((word) => word.replace(/[^A-Z]/g, '').split('')).filter((letters) => letters.length > 0);
  const sum = (letters: string[]) => letters.reduce((total, letter) => total + letterValue(letter), 0);
  const cell = (value: number) => (value === 0 ? '-' : value === reduceNumber(value) ? String(value) : text('working.reduced', { value, reduced: reduceNumber(value) }));
  const added = (values: number[], total: number) => {
    const raw = values.reduce((sumSoFar, value) => sumSoFar + value, 0);
    return raw === total ? text('working.sum', { terms: values.join(' + '), total: raw }) : text('working.sumReduced', { terms: values.join(' + '), total: raw, result: total });
  };
  const [birthYear, month, day] = birthDate.split('-').map(Number);
  view.section(text('sections.working')).table(
    [text('working.columns.word'), text('working.columns.letters'), text('working.columns.all'), text('working.columns.vowels'), text('working.columns.consonants')],
    words.map((letters) => [
      letters.join(''),
      letters.map((letter) => `${letter}${letterValue(letter)}`).join(' '),
      cell(sum(letters)),
      cell(sum(letters.filter((letter) => VOWELS.has(letter)))),
      cell(sum(letters.filter((letter) => !VOWELS.has(letter)))),
    ]),
    text('working.caption'),
  ).keyValues([
    [text('working.destiny'), added(words.map((letters) => reduceNumber(sum(letters))), result.destiny.value)],
    [text('working.soulUrge'), added(words.map((letters) => reduceNumber(sum(letters.filter((letter) => VOWELS.has(letter))))).filter((value) => value > 0), result.soulUrge.value)],
    [text('working.personality'), added(words.map((letters) => reduceNumber(sum(letters.filter((letter) => !VOWELS.has(letter))))).filter((value) => value > 0), result.personality.value)],
    [text('working.lifePath'), text('working.lifePathLine', { month: cell(month), day: cell(day), year: cell(birthYear), sum: added([reduceNumber(month), reduceNumber(day), reduceNumber(birthYear)], result.lifePath.value) })],
  ]);
}

function writeFullIn(language: UiLanguage, view: ViewBuilder, fullName: string, birthDate: string, year: number): NumerologyResponse {
  const text = numerologyReportText(language);
  const result = writeCoreIn(language, view, fullName, birthDate, year);
  view.section(text('sections.birthdayMaturity'))
    .paragraph(text('birthday', { value: result.birthDay.value, gifts: facetOf(text, FACET_NUMBERS.has(result.birthDay.value) ? result.birthDay.value : 9, 'gifts'), meaning: result.birthDay.meaning }))
    .paragraph(text('maturity', { value: result.maturity.value, road: facetOf(text, FACET_NUMBERS.has(result.maturity.value) ? result.maturity.value : 9, 'road') }));
  view.section(text('sections.challenges')).table(
    [text('challengeColumns.period'), text('challengeColumns.number'), text('challengeColumns.lesson')],
    result.challengeNumbers.map((value, index) => {
      const first = result.challengeNumbers.indexOf(value);
      return [text(`challengeName.${index}`), String(value), first < index ? text('challengeRepeat', { challenge: text(`challengeOrdinal.${first}`) }) : text(`challenge.${value}`)];
    }),
  );
  view.section(text('sections.lucky')).keyValues([
    [text('labels.luckyNumbers'), result.luckyNumbers.join(', ')],
    [text('labels.compatibleNumbers'), result.compatibleNumbers.join(', ')],
  ]).paragraph(text('luckyText', { numbers: result.compatibleNumbers.join(', ') }));
  view.section(text('sections.personalYears'));
  for (const offset of [0, 1, 2]) {
    const personal = computeNumerology(fullName, birthDate, year + offset).personalYear;
    view.paragraph(text('personalYear', { year: year + offset, value: personal.value, theme: text(`personalYearTheme.${personal.value}`) }));
  }
  return result;
}
