import { articleLanguages } from '@astrosetu/contracts';

export type LanguageCode = (typeof articleLanguages)[number]['code'];

export function languageOf(code: string) {
  return articleLanguages.find((language) => language.code === code);
}

/** "हिन्दी (Hindi)", or the English name alone when it is the same. */
export function languageName(code: string): string {
  const language = languageOf(code);
  if (!language) return code;
  return language.nativeName === language.name ? language.name : `${language.nativeName} (${language.name})`;
}

/** Urdu, Arabic, Sindhi and Kashmiri are written right to left. */
export function directionOf(code: string): 'ltr' | 'rtl' {
  return languageOf(code)?.dir ?? 'ltr';
}
