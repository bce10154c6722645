// No zod here: the web's first visit reads this list (language menu, formatters), and a schema built at module
// level would bring zod with it. The schemas are in ui-language-schema.ts.

/**
 * The languages the site's interface (screens, e-mails, receipts, reports, horoscopes) is offered in. English is
 * the default. A language is offered once its catalogues are complete in every project (CI checks them, see
 * tools/i18n/check-catalogues.ts); the next ones are listed in `plannedUiLanguages` with what they need, so adding
 * one is adding catalogues and moving its entry up.
 *
 * `locale` is the BCP 47 tag Intl formats with (Indian digit grouping, Indian date order); `script` selects the
 * web font and the PDF font.
 */
export const uiLanguages = [
  { code: 'en', locale: 'en-IN', name: 'English', nativeName: 'English', script: 'latin' },
  { code: 'hi', locale: 'hi-IN', name: 'Hindi', nativeName: 'हिन्दी', script: 'devanagari' },
  { code: 'ta', locale: 'ta-IN', name: 'Tamil', nativeName: 'தமிழ்', script: 'tamil' },
  { code: 'te', locale: 'te-IN', name: 'Telugu', nativeName: 'తెలుగు', script: 'telugu' },
  // Bengali and Marathi: Latin digits, as in every other language of the site (CLDR's default for them is their own
  // script's digits): one digit system for the amounts, dates, codes and counts a page shows together
  // (docs/i18n.md#digits).
  { code: 'bn', locale: 'bn-IN-u-nu-latn', name: 'Bengali', nativeName: 'বাংলা', script: 'bengali' },
  { code: 'mr', locale: 'mr-IN-u-nu-latn', name: 'Marathi', nativeName: 'मराठी', script: 'devanagari' },
  { code: 'gu', locale: 'gu-IN', name: 'Gujarati', nativeName: 'ગુજરાતી', script: 'gujarati' },
  { code: 'kn', locale: 'kn-IN', name: 'Kannada', nativeName: 'ಕನ್ನಡ', script: 'kannada' },
  { code: 'ml', locale: 'ml-IN', name: 'Malayalam', nativeName: 'മലയാളം', script: 'malayalam' },
] as const;

/** Next in line: the catalogues are all that is missing (fonts for their scripts ship already). */
export const plannedUiLanguages = [
  { code: 'or', locale: 'or-IN', name: 'Odia', nativeName: 'ଓଡ଼ିଆ', script: 'oriya' },
  { code: 'pa', locale: 'pa-IN', name: 'Punjabi', nativeName: 'ਪੰਜਾਬੀ', script: 'gurmukhi' },
] as const;

export type UiLanguage = (typeof uiLanguages)[number]['code'];
export type UiLanguageInfo = (typeof uiLanguages)[number];

export const DEFAULT_UI_LANGUAGE: UiLanguage = 'en';

export const uiLanguageCodes = uiLanguages.map((language) => language.code) as UiLanguage[];

/** 'hi', 'hi-IN', 'HI' -> 'hi'; anything the site does not offer -> null. */
export function uiLanguageOf(value: string | null | undefined): UiLanguage | null {
  if (!value) return null;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return (uiLanguageCodes as string[]).includes(primary) ? (primary as UiLanguage) : null;
}

export function uiLanguageInfo(code: UiLanguage): UiLanguageInfo {
  return uiLanguages.find((language) => language.code === code) ?? uiLanguages[0];
}

/**
 * The language to answer an HTTP request in, from an Accept-Language header ("hi-IN,hi;q=0.9,en;q=0.8"): the
 * offered language with the highest q, English when none is offered.
 */
export function uiLanguageFromAcceptLanguage(header: string | null | undefined): UiLanguage {
  if (!header) return DEFAULT_UI_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { language: uiLanguageOf(tag), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry): entry is { language: UiLanguage; q: number; index: number } => entry.language !== null && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.language ?? DEFAULT_UI_LANGUAGE;
}
