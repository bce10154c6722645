import type { UiLanguage } from '@astrosetu/contracts';
import { messageCatalogue } from '../i18n/message-catalogue';
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
 * What the numbers mean, in Hindi and Tamil (locales/). numerology.ts and chaldean-indian.ts write English
 * themselves, so English answers stay exactly as they were; en.json holds the same sentences as the reference for
 * translators and the catalogue check.
 */
const catalogue = messageCatalogue({ en, hi, ta, te, bn, mr, gu, kn, ml });

export function numerologyText(language: UiLanguage) {
  const t = catalogue(language);
  return {
    /** A Pythagorean core number (1-9, 11, 22, 33; 0 when the name has no letters to count). */
    meaning: (value: number) => t(value === 0 ? 'meaning.none' : `meaning.${value}`),
    /** A Chaldean name number 1-9 (0 when no letters count). */
    chaldean: (value: number) => t(value === 0 ? 'meaning.none' : `chaldean.${value}`),
  };
}

/** The numerology report's text (deliverables/content/numerology.ts) in a language: keys under `report.`. */
export function numerologyReportText(language: UiLanguage): (key: string, params?: Record<string, string | number>) => string {
  const t = catalogue(language);
  return (key, params) => t(`report.${key}`, params);
}
