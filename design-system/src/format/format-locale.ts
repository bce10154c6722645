import { uiLanguageInfo } from '@astrosetu/contracts';
import { currentLanguage } from '@astrosetu/design-system/i18n';

/** India's time zone: the product serves India, and a fixed zone keeps a date the same on every device. */
export const TIME_ZONE = 'Asia/Kolkata';

/** The Intl locale of the site's current language: 'en-IN', 'hi-IN', 'ta-IN'. */
export function currentLocale(): string {
  return uiLanguageInfo(currentLanguage()).locale;
}

/** Whether the site speaks English now (English keeps its own long-standing forms, e.g. "January 5, 2025"). */
export function isEnglish(): boolean {
  return currentLanguage() === 'en';
}

const cache = new Map<string, Intl.DateTimeFormat>();

/** One Intl.DateTimeFormat per locale and options, built once: building one costs far more than using it. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    // Latin digits in every language (the site's convention, like the rupee amounts).
    format = new Intl.DateTimeFormat(locale, { numberingSystem: 'latn', ...options });
    cache.set(key, format);
  }
  return format;
}
