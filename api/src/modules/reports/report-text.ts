import i18next, { type TFunction } from 'i18next';
import { DEFAULT_UI_LANGUAGE, uiLanguageCodes, uiLanguageInfo, type UiLanguage } from '@astrosetu/contracts';
import en from './locales/en.json';
import hi from './locales/hi.json';
import ta from './locales/ta.json';
import te from './locales/te.json';
import bn from './locales/bn.json';
import mr from './locales/mr.json';
import gu from './locales/gu.json';
import kn from './locales/kn.json';
import ml from './locales/ml.json';

/**
 * The words of the PDFs a customer buys (reports and deliverables), in the order's language. One catalogue per
 * language (locales/en.json, hi.json, ta.json): headings, interpretations, and the names of planets, signs,
 * nakshatras and the rest as Indian astrology writes them in each language. Sentences are whole keys with
 * {{placeholders}} (word order differs between English, Hindi and Tamil); numbers, dates and lists go through Intl
 * with the language's Indian locale, dates in IST.
 *
 *   const text = reportText('hi');
 *   text.t('cover.preparedFor', { name: 'प्रिया' });   // 'प्रिया के लिए तैयार'
 *   text.planet('Saturn');                              // 'शनि'
 */
const instance = i18next.createInstance();
void instance.init({
  // Every offered language, or it does not compile (a language left out here would print its orders in English).
  resources: { en: { report: en }, hi: { report: hi }, ta: { report: ta }, te: { report: te }, bn: { report: bn }, mr: { report: mr }, gu: { report: gu }, kn: { report: kn }, ml: { report: ml } } satisfies Record<UiLanguage, unknown>,
  lng: DEFAULT_UI_LANGUAGE,
  fallbackLng: DEFAULT_UI_LANGUAGE,
  supportedLngs: uiLanguageCodes,
  ns: ['report'],
  defaultNS: 'report',
  initAsync: false,
  // PDFs are not HTML: escaping would print &amp;.
  interpolation: { escapeValue: false },
  returnNull: false,
});

export type AlmanacGroup = 'ayanamsa' | 'varaShort' | 'gana' | 'nadi' | 'yoni' | 'varna' | 'vashya' | 'paya' | 'elementFull' | 'tithi' | 'paksha' | 'yoga' | 'karana' | 'varaFull';

export type ReportTextParams = Record<string, string | number>;

export interface ReportText {
  language: UiLanguage;
  /** The BCP 47 locale Intl formats with ('hi-IN'). */
  locale: string;
  /** The language's script ('latin', 'devanagari', 'tamil'): the PDF's body font. */
  script: string;
  t: (key: string, params?: ReportTextParams) => string;
  /** Graha names ('Saturn' -> 'शनि'); 'Ascendant' too. */
  planet: (name: string) => string;
  planets: (names: readonly string[]) => string;
  /** Sign names ('Aries' -> 'मेष'). */
  sign: (name: string) => string;
  /** A sign with its Sanskrit name where the language needs it: 'Aries (Mesha)' in English, 'मेष' in Hindi. */
  signFull: (name: string) => string;
  nakshatra: (name: string) => string;
  dignity: (dignity: string) => string;
  /** Any other almanac name: gana, nadi, yoni, varna, vashya, paya, elementFull, tithi, paksha, yoga, karana, varaFull. */
  name: (group: AlmanacGroup, name: string) => string;
  /** A house number as the language counts it: '5th', 'पंचम', '5ஆம்'. */
  ordinal: (house: number) => string;
  /** Houses as a list: '1st, 5th and 9th'. */
  houseList: (houses: readonly number[]) => string;
  /** Any words as a list ('A, B and C'), by Intl.ListFormat. */
  list: (items: readonly string[]) => string;
  /** A calendar date 'YYYY-MM-DD' (a birth date): '14 March 1990', whatever the time zone. */
  calendarDate: (isoDate: string) => string;
  /** The name syllable (namakshar) of a nakshatra pada, in the language's script. */
  syllable: (nakshatraNumber: number, pada: number) => string;
  /** '14 Mar 2027' (IST). */
  date: (instant: string | number | Date) => string;
  /** '14 March 2027' (IST). */
  longDate: (instant: string | number | Date) => string;
  /** '14 March 2027, 3:05 pm' (IST). */
  longDateTime: (instant: string | number | Date) => string;
  /** '14 Mar 2027, 3:05 pm' (IST). */
  dateTime: (instant: string | number | Date) => string;
  /** 'Mar 2027' (IST). */
  month: (instant: string | number | Date) => string;
  year: (instant: string | number | Date) => string;
  number: (value: number, digits?: number) => string;
}

const cache = new Map<UiLanguage, ReportText>();

export function reportText(language: UiLanguage = DEFAULT_UI_LANGUAGE): ReportText {
  const cached = cache.get(language);
  if (cached) return cached;
  const locale = uiLanguageInfo(language).locale;
  const fixed: TFunction = instance.getFixedT(language, 'report');
  const t = (key: string, params?: ReportTextParams): string => {
    const text = fixed(key, params as never) as unknown as string;
    if (text === key) throw new Error(`Report text missing: ${key}`);
    return text;
  };
  // A name the catalogue lacks (a value the engine adds later) prints as the engine wrote it.
  const known = (key: string) => instance.exists(key, { lng: language });
  const dayMonthYear = new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' });
  const longDate = new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric' });
  const monthYear = new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Kolkata', month: 'short', year: 'numeric' });
  const dateTime = new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true });
  const longDateTime = new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true });
  const calendarDate = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });
  const yearOnly = new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Kolkata', year: 'numeric' });
  const lists = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
  const list = (items: readonly string[]) => lists.format([...items]);
  const ordinal = (house: number) => t(`ordinal.${house}`);
  const planet = (name: string) => (known(`name.planet.${name}`) ? t(`name.planet.${name}`) : name);
  const text: ReportText = {
    language,
    locale,
    script: uiLanguageInfo(language).script,
    t,
    planet,
    planets: (names) => list(names.map(planet)),
    sign: (name) => (known(`name.sign.${name}`) ? t(`name.sign.${name}`) : name),
    signFull: (name) => (known(`name.signFull.${name}`) ? t(`name.signFull.${name}`) : name),
    nakshatra: (name) => (known(`name.nakshatra.${name}`) ? t(`name.nakshatra.${name}`) : name),
    dignity: (name) => (known(`name.dignity.${name}`) ? t(`name.dignity.${name}`) : name),
    name: (group, name) => (known(`name.${group}.${name}`) ? t(`name.${group}.${name}`) : name),
    ordinal,
    houseList: (houses) => list(houses.map(ordinal)),
    list,
    calendarDate: (isoDate) => calendarDate.format(new Date(`${isoDate}T00:00:00Z`)),
    syllable: (nakshatraNumber, pada) => t(`name.syllable.${nakshatraNumber}.${pada}`),
    date: (instant) => dayMonthYear.format(new Date(instant)),
    dateTime: (instant) => dateTime.format(new Date(instant)),
    longDateTime: (instant) => longDateTime.format(new Date(instant)),
    longDate: (instant) => longDate.format(new Date(instant)),
    month: (instant) => monthYear.format(new Date(instant)),
    year: (instant) => yearOnly.format(new Date(instant)),
    number: (value, digits = 0) => value.toLocaleString(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }),
  };
  cache.set(language, text);
  return text;
}
