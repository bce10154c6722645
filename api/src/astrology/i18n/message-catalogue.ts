import { uiLanguageInfo, type UiLanguage } from '@astrosetu/contracts';

/** Values put into a message's `{{placeholders}}`; a numeric `count` also picks the plural form (`key_one` / `key_other`). */
export type MessageParams = Record<string, string | number>;
export type Translate = (key: string, params?: MessageParams) => string;

export type Messages = { [key: string]: string | Messages };

/** Nested catalogue keys as dotted paths ('a.b.c') to their text. */
export function flatten(messages: Messages, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else flatten(value, path, into);
  }
  return into;
}

/**
 * The astrology engine's text in every offered language, from locales/<language>.json (i18next JSON v4, the format
 * of the web's catalogues, so the same CI check covers them): nested keys, `{{name}}` placeholders, plurals as
 * `key_one` / `key_other` chosen by Intl.PluralRules of the language. A key English lacks is a programming error
 * and throws; every other language is complete (CI checks it), so no fallback hides a missing translation.
 */
export function messageCatalogue(catalogues: Record<UiLanguage, Messages>): (language: UiLanguage) => Translate {
  const flat = new Map<UiLanguage, Map<string, string>>();
  for (const [language, messages] of Object.entries(catalogues) as [UiLanguage, Messages][]) flat.set(language, flatten(messages));
  const plurals = new Map<UiLanguage, Intl.PluralRules>();
  return (language) => {
    const messages = flat.get(language)!;
    const rules = plurals.get(language) ?? new Intl.PluralRules(uiLanguageInfo(language).locale);
    plurals.set(language, rules);
    return (key, params) => {
      let template: string | undefined;
      if (typeof params?.count === 'number') template = messages.get(`${key}_${rules.select(params.count)}`) ?? messages.get(`${key}_other`);
      template ??= messages.get(key);
      if (template === undefined) throw new Error(`No text for ${key} in ${language}`);
      return params ? template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole)) : template;
    };
  };
}
