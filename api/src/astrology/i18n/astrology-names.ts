import type { UiLanguage } from '@astrosetu/contracts';
import en from '../locales/en.json';
import hi from '../locales/hi.json';
import ta from '../locales/ta.json';
import te from '../locales/te.json';
import bn from '../locales/bn.json';
import mr from '../locales/mr.json';
import gu from '../locales/gu.json';
import kn from '../locales/kn.json';
import ml from '../locales/ml.json';
import { messageCatalogue } from './message-catalogue';

/**
 * The names of astrology in the request's language, as Indian almanacs print them (शुक्ल पक्ष प्रतिपदा, अश्विनी,
 * விஷ்கம்பம், பவம், மேஷம்). Ids are the engine's English/Sanskrit names ('Ashwini', 'Shukla', 'Aries'), which the
 * answers keep wherever code compares them; English answers are the ids themselves, unchanged.
 */
const catalogue = messageCatalogue({ en, hi, ta, te, bn, mr, gu, kn, ml });
const textOf = (language: UiLanguage) => catalogue(language);

/** English is the id: no lookup, so English answers stay exactly what they were. */
function named(language: UiLanguage, key: string, id: string): string {
  return language === 'en' ? id : textOf(language)(key);
}

export const signName = (language: UiLanguage, id: string) => named(language, `sign.${id}`, id);
export const planetName = (language: UiLanguage, id: string) => named(language, `planet.${id}`, id);
export const nakshatraName = (language: UiLanguage, id: string) => named(language, `nakshatra.${id}`, id);
export const tithiNameIn = (language: UiLanguage, id: string) => named(language, `tithi.${id}`, id);
export const pakshaName = (language: UiLanguage, id: string) => named(language, `paksha.${id}`, id);
export const yogaName = (language: UiLanguage, id: string) => named(language, `yoga.${id}`, id);
export const karanaNameIn = (language: UiLanguage, id: string) => named(language, `karana.${id}`, id);
export const varaName = (language: UiLanguage, id: string) => named(language, `vara.${id}`, id);
export const weekdayName = (language: UiLanguage, id: string) => named(language, `weekday.${id}`, id);
export const ritu = (language: UiLanguage, id: string) => named(language, `ritu.${id}`, id);
export const ayanaName = (language: UiLanguage, id: string) => named(language, `ayana.${id}`, id);
export const choghadiyaName = (language: UiLanguage, id: string) => named(language, `choghadiya.${id}`, id);
/** One of the sixty years of the Jovian cycle (Tamil calendars name the year by it: விசுவாவசு). */
export const samvatsaraName = (language: UiLanguage, id: string) => named(language, `samvatsara.${id}`, id);

/** An ayanamsa's name ('lahiri', 'krishnamurti', 'raman', 'trueChitrapaksha'): लाहिरी (चित्रपक्ष). */
export const ayanamsaName = (language: UiLanguage, kind: 'lahiri' | 'krishnamurti' | 'raman' | 'trueChitrapaksha') => textOf(language)(`ayanamsaName.${kind}`);

/** The syllable a name starts with, from the Moon's nakshatra (1-27) and pada (1-4): चू, சூ ('Chu' in English). */
export const nameSyllable = (language: UiLanguage, nakshatraNumber: number, pada: number) => textOf(language)(`nameSyllable.${(nakshatraNumber - 1) * 4 + pada}`);

/** A lunar month, with 'Adhika' (the intercalary month) as each language writes it. */
export function lunarMonthName(language: UiLanguage, id: string, adhika: boolean): string {
  if (language === 'en') return `${adhika ? 'Adhika ' : ''}${id}`;
  const month = textOf(language)(`lunarMonth.${id}`);
  return adhika ? textOf(language)('lunarMonthAdhika', { month }) : month;
}
