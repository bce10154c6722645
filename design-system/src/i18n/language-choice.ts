import { useCallback, useSyncExternalStore } from 'react';
import { DEFAULT_UI_LANGUAGE, uiLanguageInfo, uiLanguageOf, uiLanguages, type UiLanguage } from '@astrosetu/contracts';
import { loadScriptFont } from '../theme/script-fonts';
import { completeEveryEnglishCatalogue, loadAllCatalogues } from './define-catalogue';
import { currentLanguage, i18n } from './i18n-instance';

/** Where the visitor's choice is kept between visits. */
export const LANGUAGE_STORAGE_KEY = 'astrosetu.language';

/** The query parameter that opens any page in a language (`/astrologers?lang=hi`): shareable and crawlable. */
export const LANGUAGE_QUERY_PARAMETER = 'lang';

/** The language this device's visitor chose (the menu, or a ?lang= link), or null when they never chose. */
export function storedLanguageChoice(): UiLanguage | null {
  return storedLanguage();
}

function storedLanguage(): UiLanguage | null {
  try {
    return uiLanguageOf(globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return null; // storage blocked (private mode, sandboxed frame): the choice lasts for this page only
  }
}

/** The language a page opens in: `?lang=` in its address, else the visitor's stored choice, else English. */
export function languageOnArrival(search: string = globalThis.location?.search ?? ''): UiLanguage {
  return uiLanguageOf(new URLSearchParams(search).get(LANGUAGE_QUERY_PARAMETER)) ?? storedLanguage() ?? DEFAULT_UI_LANGUAGE;
}

/**
 * Switches the whole site to a language: fetches every registered catalogue first (so the page changes in one
 * step, never half English), then switches the translator, keeps the choice, and sets `<html lang>` (screen readers, fonts,
 * hyphenation, search engines).
 */
export async function chooseLanguage(language: UiLanguage, options: { remember?: boolean } = {}): Promise<void> {
  const { remember = true } = options;
  // The script's web font downloads alongside the catalogues (not awaited: font-display swap covers the wait).
  void loadScriptFont(uiLanguageInfo(language).script);
  await loadAllCatalogues(language);
  // Back to English from another language: the English of pages not opened in English yet comes first too.
  if (language === DEFAULT_UI_LANGUAGE && currentLanguage() !== DEFAULT_UI_LANGUAGE) await completeEveryEnglishCatalogue();
  i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = uiLanguageInfo(language).code;
  if (remember) rememberLanguage(language);
}

function rememberLanguage(language: UiLanguage): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}

/**
 * Opens the page in `languageOnArrival()` before its first render: fetches that language's catalogues (none for
 * English), sets `<html lang>`, and keeps a `?lang=` choice for the next visits (a shared link is a choice too).
 */
export function startInArrivalLanguage(search: string = globalThis.location?.search ?? ''): Promise<UiLanguage> {
  const language = languageOnArrival(search);
  const fromAddress = uiLanguageOf(new URLSearchParams(search).get(LANGUAGE_QUERY_PARAMETER)) !== null;
  // Kept at once, not after the catalogues arrive: the session is restored meanwhile, and a signed-in user's
  // account language must not override the link they just followed (reconcileAccountLanguage reads this choice).
  if (fromAddress) rememberLanguage(language);
  return chooseLanguage(language, { remember: fromAddress }).then(
    () => language,
    (error: unknown) => {
      // A catalogue that cannot be fetched (offline) must not keep the site from opening: it opens in English.
      console.error(`Could not open the site in ${language}`, error);
      return chooseLanguage(DEFAULT_UI_LANGUAGE, { remember: false }).then(() => DEFAULT_UI_LANGUAGE);
    },
  );
}

/** Calls `listener` after every switch of language (the api cache refetches server text with it). */
export function onLanguageChange(listener: (language: UiLanguage) => void): () => void {
  return i18n.onLanguageChange(listener);
}

/** The current language, the languages offered and the switch, re-rendering when the language changes. */
export function useLanguage() {
  const language = useSyncExternalStore(i18n.subscribe, currentLanguage);
  const setLanguage = useCallback((language: UiLanguage) => chooseLanguage(language), []);
  return { language, languages: uiLanguages, setLanguage, info: uiLanguageInfo(language) };
}
