import { uiLanguageInfo, type UiLanguage } from '@astrosetu/contracts';
import { utcMsToCivil, formatClock, type TimeZoneSpec } from '../core/time-zone';
import { planetName, signName, weekdayName } from '../i18n/astrology-names';
import { messageCatalogue, type Translate } from '../i18n/message-catalogue';
import { ordinal } from '../yogas/yogas';
import en from './locales/en.json';
import hi from './locales/hi.json';
import ta from './locales/ta.json';
import te from './locales/te.json';
import bn from './locales/bn.json';
import mr from './locales/mr.json';
import gu from './locales/gu.json';
import kn from './locales/kn.json';
import ml from './locales/ml.json';
import { longDay, shortDate, weekdayIndex } from './periods';

const catalogue = messageCatalogue({ en, hi, ta, te, bn, mr, gu, kn, ml });

/**
 * The words a reading puts around names and numbers, per language, where grammar differs: the house number as it
 * stands before "house" (Hindi आपके छठे भाव में, Tamil 6-ஆம் வீட்டில், Telugu 6వ ఇంట్లో, Bengali ষষ্ঠ ভাবে, Marathi सहाव्या
 * स्थानात, Gujarati છઠ્ઠા ભાવમાં, Kannada 6ನೇ ಮನೆಯಲ್ಲಿ, Malayalam 6-ാം ഭാവത്തിൽ), a graha naming
 * a hora (the stem the almanacs print: சூரிய ஹோரை, సూర్య హోర), the order of weekday and date, and the parts of a day
 * clock times are written with ("सुबह 6:12", "காலை 6:12", "ఉదయం 6:12", "সকাল 6:12").
 */
interface ReadingGrammar {
  house(house: number): string;
  /** The sign as it stands before "rashi" (Tamil and Telugu drop the final ம்/ం: மேஷ ராசி, మేష రాశి). */
  signBeforeRashi?(sign: string): string;
  horaLord?: Readonly<Record<string, string>>;
  weekdayFirst: boolean;
  dayParts: readonly { from: number; word: string }[];
}

const HINDI_HOUSE = ['पहले', 'दूसरे', 'तीसरे', 'चौथे', 'पाँचवें', 'छठे', 'सातवें', 'आठवें', 'नौवें', 'दसवें', 'ग्यारहवें', 'बारहवें'];
const BENGALI_HOUSE = ['প্রথম', 'দ্বিতীয়', 'তৃতীয়', 'চতুর্থ', 'পঞ্চম', 'ষষ্ঠ', 'সপ্তম', 'অষ্টম', 'নবম', 'দশম', 'একাদশ', 'দ্বাদশ'];

const MARATHI_HOUSE = ['पहिल्या', 'दुसऱ्या', 'तिसऱ्या', 'चौथ्या', 'पाचव्या', 'सहाव्या', 'सातव्या', 'आठव्या', 'नवव्या', 'दहाव्या', 'अकराव्या', 'बाराव्या'];
const GUJARATI_HOUSE = ['પહેલા', 'બીજા', 'ત્રીજા', 'ચોથા', 'પાંચમા', 'છઠ્ઠા', 'સાતમા', 'આઠમા', 'નવમા', 'દસમા', 'અગિયારમા', 'બારમા'];

const GRAMMAR: Readonly<Record<Exclude<UiLanguage, 'en'>, ReadingGrammar>> = {
  hi: {
    house: (house) => HINDI_HOUSE[house - 1],
    weekdayFirst: true,
    dayParts: [
      { from: 0, word: 'रात' },
      { from: 4, word: 'सुबह' },
      { from: 12, word: 'दोपहर' },
      { from: 16, word: 'शाम' },
      { from: 19, word: 'रात' },
    ],
  },
  ta: {
    house: (house) => `${house}-ஆம்`,
    signBeforeRashi: (sign) => sign.replace(/ம்$/, ''),
    horaLord: { Sun: 'சூரிய', Moon: 'சந்திர', Mars: 'செவ்வாய்', Mercury: 'புதன்', Jupiter: 'குரு', Venus: 'சுக்கிர', Saturn: 'சனி' },
    weekdayFirst: false,
    dayParts: [
      { from: 0, word: 'இரவு' },
      { from: 4, word: 'காலை' },
      { from: 12, word: 'மதியம்' },
      { from: 16, word: 'மாலை' },
      { from: 19, word: 'இரவு' },
    ],
  },
  te: {
    house: (house) => `${house}వ`,
    signBeforeRashi: (sign) => sign.replace(/ం$/, ''),
    horaLord: { Sun: 'సూర్య', Moon: 'చంద్ర', Mars: 'కుజ', Mercury: 'బుధ', Jupiter: 'గురు', Venus: 'శుక్ర', Saturn: 'శని' },
    weekdayFirst: true,
    dayParts: [
      { from: 0, word: 'రాత్రి' },
      { from: 4, word: 'ఉదయం' },
      { from: 12, word: 'మధ్యాహ్నం' },
      { from: 16, word: 'సాయంత్రం' },
      { from: 19, word: 'రాత్రి' },
    ],
  },
  mr: {
    house: (house) => MARATHI_HOUSE[house - 1],
    weekdayFirst: true,
    dayParts: [
      { from: 0, word: 'रात्री' },
      { from: 4, word: 'पहाटे' },
      { from: 6, word: 'सकाळी' },
      { from: 12, word: 'दुपारी' },
      { from: 16, word: 'सायंकाळी' },
      { from: 19, word: 'रात्री' },
    ],
  },
  gu: {
    house: (house) => GUJARATI_HOUSE[house - 1],
    weekdayFirst: true,
    dayParts: [
      { from: 0, word: 'રાત્રે' },
      { from: 4, word: 'સવારે' },
      { from: 12, word: 'બપોરે' },
      { from: 16, word: 'સાંજે' },
      { from: 19, word: 'રાત્રે' },
    ],
  },
  kn: {
    house: (house) => `${house}ನೇ`,
    horaLord: { Sun: 'ಸೂರ್ಯ', Moon: 'ಚಂದ್ರ', Mars: 'ಕುಜ', Mercury: 'ಬುಧ', Jupiter: 'ಗುರು', Venus: 'ಶುಕ್ರ', Saturn: 'ಶನಿ' },
    weekdayFirst: true,
    dayParts: [
      { from: 0, word: 'ರಾತ್ರಿ' },
      { from: 4, word: 'ಬೆಳಿಗ್ಗೆ' },
      { from: 12, word: 'ಮಧ್ಯಾಹ್ನ' },
      { from: 16, word: 'ಸಂಜೆ' },
      { from: 19, word: 'ರಾತ್ರಿ' },
    ],
  },
  ml: {
    house: (house) => `${house}-ാം`,
    horaLord: { Sun: 'സൂര്യ', Moon: 'ചന്ദ്ര', Mars: 'ചൊവ്വ', Mercury: 'ബുധ', Jupiter: 'ഗുരു', Venus: 'ശുക്ര', Saturn: 'ശനി' },
    weekdayFirst: true,
    dayParts: [
      { from: 0, word: 'രാത്രി' },
      { from: 4, word: 'രാവിലെ' },
      { from: 12, word: 'ഉച്ചയ്ക്ക്' },
      { from: 16, word: 'വൈകുന്നേരം' },
      { from: 19, word: 'രാത്രി' },
    ],
  },
  bn: {
    house: (house) => BENGALI_HOUSE[house - 1],
    weekdayFirst: true,
    dayParts: [
      { from: 0, word: 'রাত' },
      { from: 4, word: 'সকাল' },
      { from: 12, word: 'দুপুর' },
      { from: 16, word: 'বিকেল' },
      { from: 18, word: 'সন্ধ্যা' },
      { from: 20, word: 'রাত' },
    ],
  },
};

const ENGLISH_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

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

// Built once per language: its Intl formatters cost far more to create than to use, and a year of readings asks
// for each language tens of thousands of times.
const builtLanguages = new Map<UiLanguage, ReadingLanguage>();

export function readingLanguage(code: UiLanguage): ReadingLanguage {
  let language = builtLanguages.get(code);
  if (!language) {
    language = buildReadingLanguage(code);
    builtLanguages.set(code, language);
  }
  return language;
}

function buildReadingLanguage(code: UiLanguage): ReadingLanguage {
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
  const grammar = GRAMMAR[code];
  // Digits as the language's locale writes them (Latin in every offered language: docs/i18n.md#digits).
  const digits = new Intl.NumberFormat(locale, { useGrouping: false });
  const twoDigits = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
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
    signBeforeRashi: (name) => grammar.signBeforeRashi?.(signName(code, name)) ?? signName(code, name),
    horaLord: (planet) => grammar.horaLord?.[planet] ?? planetName(code, planet),
    house: grammar.house,
    theme,
    list: (planets) => listFormat.format(planets.map((planet) => planetName(code, planet))),
    words: (words) => listFormat.format(words),
    shortDate: short,
    longDay: (date) => {
      const weekday = weekdayName(code, ENGLISH_DAYS[weekdayIndex(date)]);
      return grammar.weekdayFirst ? `${weekday}${code === 'hi' ? '' : ','} ${short(date)}` : `${short(date)} (${weekday})`;
    },
    month: (date) => monthName.format(utc(date)),
    clock: (utcMs, zone) => {
      // Rounded to the minute, as formatClock does.
      const civil = utcMsToCivil(utcMs + 30_000, zone);
      const part = [...grammar.dayParts].reverse().find((entry) => civil.hour >= entry.from)!.word;
      const hour12 = civil.hour % 12 === 0 ? 12 : civil.hour % 12;
      return `${part} ${digits.format(hour12)}:${twoDigits.format(civil.minute)}`;
    },
  };
}
