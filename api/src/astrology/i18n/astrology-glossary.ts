import type { AstrologyNames, UiLanguage } from '@astrosetu/contracts';
import { RASHI_NAMES, SIGN_NAMES } from '../core/vedic-data';
import matchEn from '../matching/locales/en.json';
import matchHi from '../matching/locales/hi.json';
import matchTa from '../matching/locales/ta.json';
import matchTe from '../matching/locales/te.json';
import matchBn from '../matching/locales/bn.json';
import matchMr from '../matching/locales/mr.json';
import matchGu from '../matching/locales/gu.json';
import matchKn from '../matching/locales/kn.json';
import matchMl from '../matching/locales/ml.json';
import yogaEn from '../yogas/locales/en.json';
import yogaHi from '../yogas/locales/hi.json';
import yogaTa from '../yogas/locales/ta.json';
import yogaTe from '../yogas/locales/te.json';
import yogaBn from '../yogas/locales/bn.json';
import yogaMr from '../yogas/locales/mr.json';
import yogaGu from '../yogas/locales/gu.json';
import yogaKn from '../yogas/locales/kn.json';
import yogaMl from '../yogas/locales/ml.json';
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
 * The names of the English ids an astrology answer carries (planets, signs and their Sanskrit rashi names,
 * nakshatras, dignities, the Moon's avakhada values, yoginis, vargas and what they signify), in one language.
 * Answers keep the ids where code reads them (the chart image, the deliverables) and add `names`: only the ids the
 * answer holds, so a screen shows `names[id] ?? id`. One name per id everywhere: signs, grahas and nakshatras
 * from locales/, the avakhada values from matching/locales/ (as the match report prints them).
 */
const names = messageCatalogue({ en, hi, ta, te, bn, mr, gu, kn, ml });
const matching = messageCatalogue({ en: matchEn, hi: matchHi, ta: matchTa, te: matchTe, bn: matchBn, mr: matchMr, gu: matchGu, kn: matchKn, ml: matchMl });
const yogas = messageCatalogue({ en: yogaEn, hi: yogaHi, ta: yogaTa, te: yogaTe, bn: yogaBn, mr: yogaMr, gu: yogaGu, kn: yogaKn, ml: yogaMl });

const dictionaries = new Map<UiLanguage, Map<string, string>>();

function dictionary(language: UiLanguage): Map<string, string> {
  const cached = dictionaries.get(language);
  if (cached) return cached;
  const t = names(language);
  const m = matching(language);
  const y = yogas(language);
  const byId = new Map<string, string>();
  const add = (ids: Iterable<string>, name: (id: string) => string) => {
    for (const id of ids) if (!byId.has(id)) byId.set(id, name(id));
  };
  add(Object.keys(en.planet), (id) => t(`planet.${id}`));
  add(SIGN_NAMES, (id) => t(`sign.${id}`));
  add(RASHI_NAMES, (id) => t(`sign.${SIGN_NAMES[RASHI_NAMES.indexOf(id as (typeof RASHI_NAMES)[number])]}`));
  add(Object.keys(en.nakshatra), (id) => t(`nakshatra.${id}`));
  add(Object.keys(en.dignity), (id) => t(`dignity.${id}`));
  add(Object.keys(en.element), (id) => t(`element.${id}`));
  add(Object.keys(en.tatva), (id) => t(`tatva.${id}`));
  add(Object.keys(en.paya), (id) => t(`paya.${id}`));
  add(Object.keys(en.yunja), (id) => t(`yunja.${id}`));
  add(Object.keys(en.term), (id) => t(`term.${id}`));
  for (const group of ['varna', 'vashya', 'yoni', 'gana', 'nadi'] as const) add(Object.keys(matchEn[group]), (id) => m(`${group}.${id}`));
  add(Object.keys(en.varga), (id) => t(`varga.${id}`));
  // What each varga signifies is a phrase, not a name: the English phrase is its id in the answer.
  for (const [id, meaning] of Object.entries(en.vargaMeaning)) if (!byId.has(meaning)) byId.set(meaning, t(`vargaMeaning.${id}`));
  // Yogini dasha lords are written 'Sankata (Rahu)'.
  for (const [yogini, lord] of Object.entries(YOGINI_LORDS)) {
    byId.set(`${yogini} (${lord})`, t('yoginiWithLord', { yogini: t(`yogini.${yogini}`), lord: t(`planet.${lord}`) }));
    byId.set(yogini, t(`yogini.${yogini}`));
  }
  // Ayanamsas are named by their English labels in answers ('Lahiri (Chitrapaksha)').
  for (const [kind, label] of Object.entries(en.ayanamsaName)) if (!byId.has(label)) byId.set(label, t(`ayanamsaName.${kind}`));
  add(Object.keys(yogaEn.yoga), (id) => y(`yoga.${id}.label`));
  add(Object.keys(yogaEn.dosha.label), (id) => y(`dosha.label.${id}`));
  dictionaries.set(language, byId);
  return byId;
}

const YOGINI_LORDS: Record<string, string> = {
  Mangala: 'Moon', Pingala: 'Sun', Dhanya: 'Jupiter', Bhramari: 'Mars', Bhadrika: 'Mercury', Ulka: 'Saturn', Siddha: 'Venus', Sankata: 'Rahu',
};

/** The name of one id in `language` (the id itself in English, or when it names nothing this glossary knows). */
export function glossaryName(language: UiLanguage, id: string): string {
  return language === 'en' ? id : (dictionary(language).get(id) ?? id);
}

/**
 * The names of every id found among the string values of `answer` (any depth, `skip` keys left out), in
 * `language`; undefined in English, whose answers carry no names.
 */
export function namesIn(answer: unknown, language: UiLanguage, skip: readonly string[] = []): AstrologyNames | undefined {
  if (language === 'en') return undefined;
  const byId = dictionary(language);
  const found: AstrologyNames = {};
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      const name = byId.get(value);
      if (name !== undefined) found[value] = name;
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) if (!skip.includes(key)) visit(inner);
  };
  visit(answer);
  return found;
}

/** An answer with `names` added in Hindi and Tamil (its sentences left out); English answers unchanged. */
export function withNames<T extends object>(answer: T, language: UiLanguage): T & { names?: AstrologyNames } {
  const found = namesIn(answer, language, ['input', 'description', 'factors', 'text']);
  return found ? { ...answer, names: found } : answer;
}
