import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import i18next from 'i18next';
import { uiLanguageCodes, type UiLanguage } from '@astrosetu/contracts';
import { Translator, type MessageValues, type Messages } from './translator';

/**
 * The web's translator against i18next, on every message of every web catalogue in every language: the
 * catalogues are written in i18next's format (and the API translates its own with i18next), so the site must show
 * what i18next would. Each key is asked with every placeholder given, with none given, and, for plurals, with
 * counts that pick each form of English, Hindi and Tamil.
 */
const workspaceRoot = resolve(__dirname, '../../..');
const webProjects = ['shell', 'mf-marketplace', 'mf-content', 'mf-chat', 'mf-admin', 'design-system', 'web-core', 'contracts'];

function catalogueDirs(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (!statSync(path).isDirectory()) continue;
    if (name === 'locales' && readdirSync(path).includes('en.json')) found.push(path);
    else catalogueDirs(path, found);
  }
  return found;
}

const catalogues = webProjects.flatMap((project) => catalogueDirs(join(workspaceRoot, project, 'src'))).map((dir) => ({
  namespace: relative(workspaceRoot, dir),
  messages: Object.fromEntries(uiLanguageCodes.map((language) => [language, JSON.parse(readFileSync(join(dir, `${language}.json`), 'utf8')) as Messages])) as Record<UiLanguage, Messages>,
}));

function leaves(messages: Messages, prefix = '', into: Array<[string, string]> = []): Array<[string, string]> {
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.push([path, value]);
    else leaves(value, path, into);
  }
  return into;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Each key as the code asks for it (plural forms folded into their base key), with the values to ask with. */
function requests(messages: Messages): Array<{ key: string; values?: MessageValues }> {
  const byKey = new Map<string, { plural: boolean; placeholders: Set<string> }>();
  for (const [path, text] of leaves(messages)) {
    const key = path.replace(PLURAL_SUFFIX, '');
    const entry = byKey.get(key) ?? { plural: false, placeholders: new Set<string>() };
    entry.plural ||= key !== path;
    for (const match of text.matchAll(/\{\{(.+?)\}\}/g)) entry.placeholders.add(match[1].trim());
    byKey.set(key, entry);
  }
  return [...byKey].flatMap(([key, { plural, placeholders }]) => {
    const values = Object.fromEntries([...placeholders].map((name) => [name, `‹${name}›`]));
    const counts = plural ? [0, 1, 2, 5, 21, 1.5] : [];
    return [{ key }, { key, values: {} }, { key, values }, ...counts.map((count) => ({ key, values: { ...values, count } }))];
  });
}

describe('the web translator against i18next', () => {
  const reference = i18next.createInstance();
  const translator = new Translator();

  beforeAll(async () => {
    await reference.init({
      lng: 'en',
      fallbackLng: 'en',
      supportedLngs: [...uiLanguageCodes],
      load: 'languageOnly',
      ns: [],
      defaultNS: false,
      resources: {},
      partialBundledLanguages: true,
      initAsync: false,
      interpolation: { escapeValue: false },
    });
    for (const { namespace, messages } of catalogues) {
      for (const language of uiLanguageCodes) {
        reference.addResourceBundle(language, namespace, messages[language], true, true);
        translator.addMessages(language, namespace, messages[language]);
      }
    }
  });

  it('when the catalogues are read, then every web project with text has one', () => {
    expect(new Set(catalogues.map(({ namespace }) => namespace.split('/')[0]))).toEqual(new Set(webProjects));
  });

  it.each(uiLanguageCodes)('when the language is %s, then every message of every catalogue reads as i18next reads it', async (language) => {
    await reference.changeLanguage(language);
    translator.changeLanguage(language);
    let compared = 0;
    const differences: string[] = [];
    for (const { namespace, messages } of catalogues) {
      for (const { key, values } of requests(messages.en)) {
        const expected = reference.t(key, { ns: namespace, ...values });
        const actual = translator.t(namespace, key, values);
        compared += 1;
        if (actual !== expected) differences.push(`${namespace} ${key} ${JSON.stringify(values)}: ${JSON.stringify(actual)} instead of ${JSON.stringify(expected)}`);
      }
    }
    expect(differences).toEqual([]);
    expect(compared).toBeGreaterThan(1000);
  });

  it("when the visitor's language lacks a message, then both fall back to English, with English plural forms (and a zero form)", async () => {
    const english = { greeting: 'Hello {{name}}', minutes_one: '{{count}} minute', minutes_other: '{{count}} minutes', slots_zero: 'No slots', slots_one: 'One slot', slots_other: '{{count}} slots' };
    reference.addResourceBundle('en', 'fallback-check', english);
    reference.addResourceBundle('hi', 'fallback-check', { greeting: 'नमस्ते {{name}}' });
    translator.addMessages('en', 'fallback-check', english);
    translator.addMessages('hi', 'fallback-check', { greeting: 'नमस्ते {{name}}' });
    await reference.changeLanguage('hi');
    translator.changeLanguage('hi');
    // Hindi calls 0 "one", English "other": the English message is read with English forms.
    for (const [key, values] of [['greeting', { name: 'Asha' }], ['minutes', { count: 0 }], ['minutes', { count: 1 }], ['minutes', { count: 7 }], ['slots', { count: 0 }], ['slots', { count: 1 }]] as const) {
      expect(translator.t('fallback-check', key, values)).toBe(reference.t(key, { ns: 'fallback-check', ...values }));
    }
    expect(translator.t('fallback-check', 'minutes', { count: 0 })).toBe('0 minutes');
    expect(translator.t('fallback-check', 'slots', { count: 0 })).toBe('No slots');
  });

  it('when a key is in no catalogue, or a namespace is unknown, then both show the key', async () => {
    await reference.changeLanguage('hi');
    translator.changeLanguage('hi');
    const [{ namespace }] = catalogues;
    for (const [ns, key] of [[namespace, 'no.such.key'], ['no-such-namespace', 'title']]) {
      expect(translator.t(ns, key)).toBe(reference.t(key, { ns }));
      expect(translator.exists(ns, key)).toBe(reference.exists(key, { ns }));
    }
  });
});
