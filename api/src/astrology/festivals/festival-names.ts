import type { Festival, FestivalCalendar, UiLanguage } from '@astrosetu/contracts';
import { SIGN_NAMES } from '../core/vedic-data';
import { lunarMonthName } from '../i18n/astrology-names';
import { messageCatalogue } from '../i18n/message-catalogue';
import en from './locales/en.json';
import hi from './locales/hi.json';
import ta from './locales/ta.json';

const catalogue = messageCatalogue({ en, hi, ta });

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

/** A year's festivals with their names in the language (the rest of each entry unchanged). */
export function localizeFestivalCalendar(calendar: FestivalCalendar, language: UiLanguage): FestivalCalendar {
  if (language === 'en') return calendar;
  return { ...calendar, festivals: calendar.festivals.map((festival) => ({ ...festival, name: festivalName(language, festival) })) };
}
