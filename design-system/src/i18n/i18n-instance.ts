import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_UI_LANGUAGE, uiLanguageCodes, type UiLanguage } from '@astrosetu/contracts';

/**
 * The site's one i18next instance. It lives in this module, which every container shares as a federation
 * singleton (@astrosetu/design-system/i18n), so the shell and every remote translate with the same language.
 *
 * No resources are given here: each project registers its own catalogue (see define-catalogue.ts), English bundled
 * with its code and the other languages fetched when chosen. `bindI18nStore: 'added'` re-renders a mounted page
 * when its catalogue for the chosen language arrives.
 */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_UI_LANGUAGE,
  fallbackLng: DEFAULT_UI_LANGUAGE,
  supportedLngs: uiLanguageCodes,
  // 'hi-IN' and 'hi' are one language here: catalogues are per language, Intl formats per locale.
  load: 'languageOnly',
  ns: [],
  defaultNS: false,
  resources: {},
  partialBundledLanguages: true,
  initAsync: false,
  // React escapes what it renders; escaping again would show &amp; on screen.
  interpolation: { escapeValue: false },
  react: { bindI18nStore: 'added', useSuspense: false },
});

export function currentLanguage(): UiLanguage {
  return (i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_UI_LANGUAGE) as UiLanguage;
}
