import { readFileSync } from 'node:fs';

// The languages of issue 38 and the words the site shows in them, read from the project's catalogues (so a journey
// follows a reworded translation). Telugu and Bengali take the booking journey too (the issue names them).
export const NEW_LANGUAGES = [
  { code: 'te', name: 'Telugu', font: 'Noto Sans Telugu', booking: true },
  { code: 'bn', name: 'Bengali', font: 'Noto Sans Bengali', booking: true },
  { code: 'mr', name: 'Marathi', font: 'Noto Sans Devanagari', booking: false },
  { code: 'gu', name: 'Gujarati', font: 'Noto Sans Gujarati', booking: false },
  { code: 'kn', name: 'Kannada', font: 'Noto Sans Kannada', booking: false },
  { code: 'ml', name: 'Malayalam', font: 'Noto Sans Malayalam', booking: false },
] as const;

type Catalogue = Map<string, string>;

function flatten(messages: object, prefix = '', into: Catalogue = new Map()): Catalogue {
  for (const [key, value] of Object.entries(messages) as [string, unknown][]) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else if (value && typeof value === 'object') flatten(value, path, into);
  }
  return into;
}

/** A project's catalogue in a language: the words the site shows. */
export function catalogue(project: string, language: string): (key: string) => string {
  const messages = flatten(JSON.parse(readFileSync(new URL(`../../${project}/src/locales/${language}.json`, import.meta.url), 'utf8')) as object);
  return (key) => {
    const text = messages.get(key);
    if (text === undefined) throw new Error(`${project}/${language}.json has no ${key}`);
    return text;
  };
}
