import type { Components, Theme } from '@mui/material/styles';
import type { UiLanguage } from '@astrosetu/contracts';

/** A language other than English: English needs nothing here, MUI's own texts are English. */
export type TranslatedLanguage = Exclude<UiLanguage, 'en'>;

interface Catalogue {
  [key: string]: string | Catalogue;
}

// Both languages travel in this module's own chunk (a few hundred bytes each): one chunk rather than three keeps the
// chunk tables every app's runtime carries, which the first visit in English downloads, from growing.
const catalogues: Record<TranslatedLanguage, () => Promise<{ default: Catalogue } | Catalogue>> = {
  hi: () => import(/* webpackMode: "eager" */ './locales/hi.json'),
  ta: () => import(/* webpackMode: "eager" */ './locales/ta.json'),
  te: () => import(/* webpackMode: "eager" */ './locales/te.json'),
  bn: () => import(/* webpackMode: "eager" */ './locales/bn.json'),
  mr: () => import(/* webpackMode: "eager" */ './locales/mr.json'),
  gu: () => import(/* webpackMode: "eager" */ './locales/gu.json'),
  kn: () => import(/* webpackMode: "eager" */ './locales/kn.json'),
  ml: () => import(/* webpackMode: "eager" */ './locales/ml.json'),
};

function flatten(messages: Catalogue, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else flatten(value, path, into);
  }
  return into;
}

/**
 * The texts MUI writes itself (the Autocomplete's clear/open/close buttons and its "No options", an Alert's close
 * button, a Rating's star labels), in a language MUI ships no locale for (Tamil) or ships one that reads badly
 * (Hindi): theme default props, so every component of the site gets them without passing each prop. Texts the
 * site already passes explicitly (Pagination, TablePagination) are not repeated here.
 *
 * Loaded by useComponentTexts only when the site is read in Hindi or Tamil (this module and its catalogues are
 * their own chunks): the first visit in English downloads none of it.
 */
export async function componentTextsFor(language: TranslatedLanguage): Promise<Components<Theme>> {
  const module = await catalogues[language]();
  const messages = flatten('default' in module && typeof module.default === 'object' ? (module.default as Catalogue) : (module as Catalogue));
  const plural = new Intl.PluralRules(language);
  const text = (key: string) => messages.get(key) ?? key;
  const counted = (key: string, count: number) =>
    (messages.get(`${key}_${plural.select(count)}`) ?? messages.get(`${key}_other`) ?? key).replace(/\{\{\s*count\s*\}\}/g, String(count));

  return {
    MuiAutocomplete: {
      defaultProps: {
        clearText: text('autocomplete.clear'),
        openText: text('autocomplete.open'),
        closeText: text('autocomplete.close'),
        loadingText: text('autocomplete.loading'),
        noOptionsText: text('autocomplete.noOptions'),
      },
    },
    MuiAlert: { defaultProps: { closeText: text('alert.close') } },
    MuiRating: {
      defaultProps: {
        emptyLabelText: text('rating.empty'),
        getLabelText: (value: number) => counted('rating.stars', value),
      },
    },
  };
}
