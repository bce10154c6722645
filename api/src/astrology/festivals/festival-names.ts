import type { Festival, FestivalCalendar, UiLanguage } from '@astrosetu/contracts';
import { SIGN_NAMES } from '../core/vedic-data';
import { lunarMonthName, pakshaName, signName, tithiNameIn } from '../i18n/astrology-names';
import { parseLunarDay } from './festival-calendar';
import { SANKRANTI_NAMES, TITHI_FESTIVALS } from './festival-rules';
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

const catalogue = messageCatalogue({ en, hi, ta, te, bn, mr, gu, kn, ml });

/**
 * A festival's name in the request's language, as Hindi and Tamil calendars print it (दीपावली, விநாயகர் சதுர்த்தி,
 * निर्जला एकादशी, மகர சங்கராந்தி, தைப்பொங்கல்). The key stays the id; English names are the calendar's own.
 */
export function festivalName(language: UiLanguage, festival: Pick<Festival, 'key' | 'name' | 'kind'>): string {
  if (language === 'en') return festival.name;
  const t = catalogue(language);
  switch (festival.kind) {
    case 'ekadashi':
      return t('ekadashi', { name: t(`ekadashiName.${festival.name.replace(/ Ekadashi$/, '')}`) });
    case 'purnima':
    case 'amavasya': {
      const [, adhika, month] = /^(Adhika )?(.+) (?:Purnima|Amavasya)$/.exec(festival.name)!;
      return t(festival.kind === 'purnima' ? 'purnima' : 'amavasya', { month: lunarMonthName(language, month, Boolean(adhika)) });
    }
    case 'sankranti':
      return t(`sankranti.${SIGN_NAMES[Number(festival.key.slice('sankranti-'.length))]}`);
    default:
      return t(`festival.${festival.key}`);
  }
}

/**
 * The festival's lunar day in the language, as almanacs print it (माघ, शुक्ल पक्ष पंचमी; மாகம், வளர்பிறை பஞ்சமி;
 * सूर्य का मकर राशि में प्रवेश, 15:07 बजे). A line it cannot read stays as the engine wrote it.
 */
export function festivalLunarDay(language: UiLanguage, lunarDay: string): string {
  if (language === 'en') return lunarDay;
  const parts = parseLunarDay(lunarDay);
  if (!parts) return lunarDay;
  const t = catalogue(language);
  if (parts.kind === 'sankranti') {
    const sign = SANKRANTI_NAMES.findIndex((name) => name.split(' ')[0] === parts.sign);
    return sign < 0 ? lunarDay : t('lunarDay.sankranti', { sign: signName(language, SIGN_NAMES[sign]), time: parts.time });
  }
  const dayIn = (month: string, adhika: boolean) =>
    parts.kind === 'amavasya'
      ? t('lunarDay.amavasya', { month: lunarMonthName(language, month, adhika) })
      : t('lunarDay.tithi', { month: lunarMonthName(language, month, adhika), paksha: pakshaName(language, parts.paksha), tithi: tithiNameIn(language, parts.tithi) });
  const amanta = dayIn(parts.month, parts.adhika);
  return parts.purnimantaMonth ? t('lunarDay.amantaPurnimanta', { amanta, purnimanta: dayIn(parts.purnimantaMonth, false) }) : amanta;
}

/** Why the festival falls on its day (the rule, and a festival's own note), in the language. */
export function festivalRuleText(language: UiLanguage, festival: Pick<Festival, 'key' | 'rule' | 'ruleText'>): string {
  if (language === 'en') return festival.ruleText;
  const t = catalogue(language);
  if (festival.key === 'lohri') return t('rule.lohri');
  if (festival.rule === 'day-after') {
    const leader = TITHI_FESTIVALS.find((candidate) => candidate.followers?.some((follower) => follower.key === festival.key));
    return leader ? t('rule.dayAfter', { festival: t(`festival.${leader.key}`) }) : festival.ruleText;
  }
  const rule = t(`rule.${festival.rule}`);
  const noted = TITHI_FESTIVALS.find((candidate) => candidate.key === festival.key && candidate.note);
  return noted ? t('rule.withNote', { rule, note: t(`note.${noted.key}`) }) : rule;
}

/** A year's festivals with their names, lunar days and rules in the language (the rest of each entry unchanged). */
export function localizeFestivalCalendar(calendar: FestivalCalendar, language: UiLanguage): FestivalCalendar {
  if (language === 'en') return calendar;
  return {
    ...calendar,
    festivals: calendar.festivals.map((festival) => ({
      ...festival,
      name: festivalName(language, festival),
      lunarDay: festivalLunarDay(language, festival.lunarDay),
      ruleText: festivalRuleText(language, festival),
    })),
  };
}
