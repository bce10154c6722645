import { uiLanguageInfo, type UiLanguage } from '@astrosetu/contracts';
import { utcMsToCivil, formatClock, type TimeZoneSpec } from '../core/time-zone';
import { planetName, signName, weekdayName } from '../i18n/astrology-names';
import { messageCatalogue, type Translate } from '../i18n/message-catalogue';
import { ordinal } from '../yogas/yogas';
import en from './locales/en.json';
import hi from './locales/hi.json';
import ta from './locales/ta.json';
import { longDay, shortDate, weekdayIndex } from './periods';

const catalogue = messageCatalogue({ en, hi, ta });

/** Hindi ordinals as they stand before भाव in a phrase (आपके छठे भाव में). */
const HINDI_HOUSE = ['पहले', 'दूसरे', 'तीसरे', 'चौथे', 'पाँचवें', 'छठे', 'सातवें', 'आठवें', 'नौवें', 'दसवें', 'ग्यारहवें', 'बारहवें'];
/** Tamil panchangams name a hora by the graha's stem: சூரிய ஹோரை, சந்திர ஹோரை. */
const TAMIL_HORA_LORD: Record<string, string> = {
  Sun: 'சூரிய', Moon: 'சந்திர', Mars: 'செவ்வாய்', Mercury: 'புதன்', Jupiter: 'குரு', Venus: 'சுக்கிர', Saturn: 'சனி',
};
const ENGLISH_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Parts of a day as Hindi and Tamil write clock times ("सुबह 6:12", "காலை 6:12"). */
const DAY_PARTS: Record<Exclude<UiLanguage, 'en'>, { from: number; word: string }[]> = {
  hi: [
    { from: 0, word: 'रात' },
    { from: 4, word: 'सुबह' },
    { from: 12, word: 'दोपहर' },
    { from: 16, word: 'शाम' },
    { from: 19, word: 'रात' },
  ],
  ta: [
    { from: 0, word: 'இரவு' },
    { from: 4, word: 'காலை' },
    { from: 12, word: 'மதியம்' },
    { from: 16, word: 'மாலை' },
    { from: 19, word: 'இரவு' },
  ],
};

/**
 * Everything a reading needs to speak one language: its sentences (locales/<language>.json, whole sentences with
 * placeholders, written in each language) and the words that go into them: planet and sign names, house ordinals,
 * dates, months and clock times. English keeps the generator's original wording byte for byte.
 */
export interface ReadingLanguage {
  code: UiLanguage;
  t: Translate;
  /** A graha as the subject of a sentence: 'The Sun', 'Mars' (English articles), 'सूर्य', 'சூரியன்'. */
  planet(planet: string, midSentence?: boolean): string;
  /** A graha without article ('Sun enters Leo'). */
  bare(planet: string): string;
  sign(englishName: string): string;
  /** A sign where it stands before "rashi" (Tamil drops the final ம்: மேஷ ராசி, துலா ராசி). */
  signBeforeRashi(englishName: string): string;
  /** A graha naming a hora (Tamil: சந்திர ஹோரை). */
  horaLord(planet: string): string;
  /** The house number as it stands before "house": '6th', 'छठे', '6-ஆம்'. */
  house(house: number): string;
  theme(house: number): string;
  /** Several grahas joined: 'Sun and Mars', 'सूर्य और मंगल', 'சூரியன் மற்றும் செவ்வாய்'. */
  list(planets: readonly string[]): string;
  /** Words already in this language joined as a list: 'March, April and May'. */
  words(words: readonly string[]): string;
  shortDate(date: string): string;
  longDay(date: string): string;
  month(date: string): string;
  clock(utcMs: number, zone: TimeZoneSpec): string;
}

const ENGLISH_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const englishList = new Intl.ListFormat('en-GB', { type: 'conjunction' });

export function readingLanguage(code: UiLanguage): ReadingLanguage {
  const t = catalogue(code);
  const theme = (house: number) => t(`houseTheme.${house}`);
  if (code === 'en') {
    return {
      code,
      t,
      planet: (planet, midSentence = false) => `${planet === 'Sun' || planet === 'Moon' ? (midSentence ? 'the ' : 'The ') : ''}${planet}`,
      bare: (planet) => planet,
      sign: (name) => name,
      signBeforeRashi: (name) => name,
      horaLord: (planet) => planet,
      house: ordinal,
      theme,
      list: (planets) => planets.join(' and '),
      words: (words) => englishList.format(words),
      shortDate,
      longDay,
      month: (date) => ENGLISH_MONTHS[Number(date.slice(5, 7)) - 1],
      clock: formatClock,
    };
  }
  const { locale } = uiLanguageInfo(code);
  const dayMonth = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  const listFormat = new Intl.ListFormat(locale, { type: 'conjunction' });
  const utc = (date: string) => new Date(`${date}T00:00:00Z`);
  const short = (date: string) => dayMonth.format(utc(date));
  return {
    code,
    t,
    planet: (planet) => planetName(code, planet),
    bare: (planet) => planetName(code, planet),
    sign: (name) => signName(code, name),
    signBeforeRashi: (name) => (code === 'ta' ? signName(code, name).replace(/ம்$/, '') : signName(code, name)),
    horaLord: (planet) => (code === 'ta' ? TAMIL_HORA_LORD[planet] : planetName(code, planet)),
    house: (house) => (code === 'hi' ? HINDI_HOUSE[house - 1] : `${house}-ஆம்`),
    theme,
    list: (planets) => listFormat.format(planets.map((planet) => planetName(code, planet))),
    words: (words) => listFormat.format(words),
    shortDate: short,
    longDay: (date) => {
      const weekday = weekdayName(code, ENGLISH_DAYS[weekdayIndex(date)]);
      return code === 'hi' ? `${weekday} ${short(date)}` : `${short(date)} (${weekday})`;
    },
    month: (date) => monthName.format(utc(date)),
    clock: (utcMs, zone) => {
      // Rounded to the minute, as formatClock does.
      const civil = utcMsToCivil(utcMs + 30_000, zone);
      const part = [...DAY_PARTS[code]].reverse().find((entry) => civil.hour >= entry.from)!.word;
      const hour12 = civil.hour % 12 === 0 ? 12 : civil.hour % 12;
      return `${part} ${hour12}:${String(civil.minute).padStart(2, '0')}`;
    },
  };
}
