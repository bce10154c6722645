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
function createSiteI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
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
  return instance;
}

/**
 * Kept on globalThis, not only in this module: a remote that bundles a design-system component brings its own copy
 * of this file (a component imports it by relative path, inside the component's shared entry), and every copy
 * must translate with the one instance the language menu switches.
 */
const holder = globalThis as { [key: symbol]: I18n | undefined };
const INSTANCE_KEY = Symbol.for('astrosetu.i18n.instance');

export const i18n: I18n = holder[INSTANCE_KEY] ?? (holder[INSTANCE_KEY] = createSiteI18n());

export function currentLanguage(): UiLanguage {
  return (i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_UI_LANGUAGE) as UiLanguage;
}
