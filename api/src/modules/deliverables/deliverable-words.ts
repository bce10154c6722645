import i18next, { type TFunction } from 'i18next';
import { DEFAULT_UI_LANGUAGE, uiLanguageCodes, type UiLanguage } from '@astrosetu/contracts';
import { reportText, type ReportText, type ReportTextParams } from '../reports/report-text';
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
 * The words of the deliverable PDFs (birth chart, match-making, personal horoscopes...): the reports' catalogue
 * (names of planets, signs, nakshatras; the classical texts of houses, planets and nakshatras; dates and lists in
 * the language's locale), plus the deliverables' own sentences (locales/en.json, hi.json, ta.json) through `say`.
 * Sentences are whole keys with {{placeholders}}, as in the reports.
 *
 *   const words = deliverableWords('hi');
 *   words.say('birth.row.name');   // 'नाम'
 *   words.planet('Saturn');        // 'शनि'
 */
export interface DeliverableWords extends ReportText {
  say: (key: string, params?: ReportTextParams) => string;
}

const instance = i18next.createInstance();
void instance.init({
  // Every offered language, or it does not compile (a language left out here would print its orders in English).
  resources: { en: { deliverable: en }, hi: { deliverable: hi }, ta: { deliverable: ta }, te: { deliverable: te }, bn: { deliverable: bn }, mr: { deliverable: mr }, gu: { deliverable: gu }, kn: { deliverable: kn }, ml: { deliverable: ml } } satisfies Record<UiLanguage, unknown>,
  lng: DEFAULT_UI_LANGUAGE,
  fallbackLng: DEFAULT_UI_LANGUAGE,
  supportedLngs: uiLanguageCodes,
  ns: ['deliverable'],
  defaultNS: 'deliverable',
  initAsync: false,
  // PDFs are not HTML: escaping would print &amp;.
  interpolation: { escapeValue: false },
  returnNull: false,
});

const cache = new Map<UiLanguage, DeliverableWords>();

export function deliverableWords(language: UiLanguage = DEFAULT_UI_LANGUAGE): DeliverableWords {
  const cached = cache.get(language);
  if (cached) return cached;
  const fixed: TFunction = instance.getFixedT(language, 'deliverable');
  const say = (key: string, params?: ReportTextParams): string => {
    const text = fixed(key, params as never) as unknown as string;
    if (text === key) throw new Error(`Deliverable text missing: ${key}`);
    return text;
  };
  const words: DeliverableWords = { ...reportText(language), say };
  cache.set(language, words);
  return words;
}
