import type { Kundli, UiLanguage } from '@astrosetu/contracts';
import { computeDoshas } from '../yogas/doshas';
import { localizeYoga } from '../yogas/yoga-language';
import { NAKSHATRA_NAMES } from '../core/vedic-data';
import { namesIn } from './astrology-glossary';
import { nameSyllable } from './astrology-names';
import { localizeKundliPanchang } from './localize-panchang';

/**
 * A kundli answer in the request's language: the birth panchang, Moon and Sun signs and janma nakshatra written in
 * it (localize-panchang.ts), yogas and doshas with their names (`label`), rules and descriptions in it, and `names`,
 * the display name of every id the chart keeps (planets, signs, nakshatras, dignities, avakhada values, dasha and
 * Yogini lords, vargas), which stay English because code and the chart image read them. English is returned as is.
 */
export function localizeKundli(kundli: Kundli, language: UiLanguage): Kundli {
  if (language === 'en') return kundli;
  return {
    ...localizeKundliPanchang(kundli, language),
    moon: { ...kundli.moon, nameAlphabetName: nameSyllable(language, NAKSHATRA_NAMES.indexOf(kundli.moon.nakshatra as (typeof NAKSHATRA_NAMES)[number]) + 1, kundli.moon.pada) },
    yogas: kundli.yogas.map((yoga) => localizeYoga(yoga, language)),
    doshas: computeDoshas(kundli.planets, language),
    // The panchang is written in the language already; sentences are no ids.
    names: namesIn(kundli, language, ['panchang', 'rule', 'description', 'reasons', 'input']),
  };
}
