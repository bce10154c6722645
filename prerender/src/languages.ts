// The site's languages in the prerendered pages. The offered languages are contracts' list (the one the API, the
// web and the catalogue check read), so a language added there is prerendered without touching this project.
// A page's language travels in its address as `?lang=<code>` (English, the default, has none): the same parameter
// the app opens a page in (design-system's languageOnArrival), so a crawled link opens in the language it showed.
import { articleLanguages, DEFAULT_UI_LANGUAGE, uiLanguageCodes, uiLanguageInfo, uiLanguageOf, type UiLanguage } from '@astrosetu/contracts';

/** The query parameter of a page's language (design-system's LANGUAGE_QUERY_PARAMETER). */
export const LANGUAGE_PARAMETER = 'lang';

/** The offered languages, the default first. */
export const siteLanguages: readonly UiLanguage[] = [DEFAULT_UI_LANGUAGE, ...uiLanguageCodes.filter((code) => code !== DEFAULT_UI_LANGUAGE)];

/** `?lang=` of a request as an offered language ('hi-IN' -> 'hi'), else the default. */
export function requestedLanguage(query: URLSearchParams): UiLanguage {
  return uiLanguageOf(query.get(LANGUAGE_PARAMETER)) ?? DEFAULT_UI_LANGUAGE;
}

/** The Intl locale of a language ('hi-IN'), for dates and numbers. */
export const localeOf = (language: UiLanguage): string => uiLanguageInfo(language).locale;

/**
 * Which way a language's script runs. Read from contracts' article languages, which say it for every language an
 * article or the interface can be in (Urdu, Arabic, Sindhi and Kashmiri run right to left).
 */
export function textDirection(language: string): 'ltr' | 'rtl' {
  return articleLanguages.find((candidate) => candidate.code === language)?.dir ?? 'ltr';
}

/** A page's address in a language: ?lang= set (the default language: removed), its other parameters kept. */
export function pathInLanguage(path: string, language: UiLanguage): string {
  const url = new URL(path, 'http://site');
  if (language === DEFAULT_UI_LANGUAGE) url.searchParams.delete(LANGUAGE_PARAMETER);
  else url.searchParams.set(LANGUAGE_PARAMETER, language);
  return url.pathname + url.search;
}

export interface Alternate {
  hreflang: string;
  path: string;
}

/** hreflang alternates of a page: each offered language, and x-default (the default language's address). */
export function languageAlternates(path: string): Alternate[] {
  return [
    ...siteLanguages.map((code) => ({ hreflang: code, path: pathInLanguage(path, code) })),
    { hreflang: 'x-default', path: pathInLanguage(path, DEFAULT_UI_LANGUAGE) },
  ];
}
