import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_UI_LANGUAGE, uiLanguageInfo, uiLanguageOf, uiLanguages, type UiLanguage } from '@astrosetu/contracts';
import { loadAllCatalogues } from './define-catalogue';
import { currentLanguage, i18n } from './i18n-instance';

/** Where the visitor's choice is kept between visits. */
export const LANGUAGE_STORAGE_KEY = 'astrosetu.language';

/** The query parameter that opens any page in a language (`/astrologers?lang=hi`): shareable and crawlable. */
export const LANGUAGE_QUERY_PARAMETER = 'lang';

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
 * step, never half English), then tells i18next, keeps the choice, and sets `<html lang>` (screen readers, fonts,
 * hyphenation, search engines).
 */
export async function chooseLanguage(language: UiLanguage, options: { remember?: boolean } = {}): Promise<void> {
  const { remember = true } = options;
  await loadAllCatalogues(language);
  await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = uiLanguageInfo(language).code;
  if (remember) {
    try {
      globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // storage blocked: the choice lasts for this page only
    }
  }
}

/** The current language, the languages offered and the switch, re-rendering when the language changes. */
export function useLanguage() {
  useTranslation(undefined, { i18n });
  const setLanguage = useCallback((language: UiLanguage) => chooseLanguage(language), []);
  return { language: currentLanguage(), languages: uiLanguages, setLanguage, info: uiLanguageInfo(currentLanguage()) };
}
