// `*.json?complete` is typed by this declaration wherever define-catalogue.ts is compiled (the apps compile it from source).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./complete-catalogue.d.ts" />
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_UI_LANGUAGE, type UiLanguage } from '@astrosetu/contracts';
import { currentLanguage, i18n } from './i18n-instance';

/** A catalogue's messages: nested objects of strings (i18next's JSON v4 format, plurals as key_one / key_other). */
export interface Messages {
  [key: string]: string | Messages;
}

type PluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';
type WithoutPlural<Key extends string> = Key extends `${infer Base}${PluralSuffix}` ? Base : Key;

/** Every key of a catalogue as a dotted path ('card.bookNow'), plural forms folded into their base key. */
export type MessageKey<T> = {
  [K in keyof T & string]: T[K] extends string ? WithoutPlural<K> : T[K] extends object ? `${K}.${MessageKey<T[K]>}` : never;
}[keyof T & string];

/** i18next's own t, without its key typing (ours comes from the catalogue's English JSON). */
type LooseTranslate = (key: string, options?: Record<string, unknown>) => string;

/** Values for `{{name}}` placeholders; `count` also picks the plural form. */
export type MessageValues = Record<string, string | number>;

export type Translate<T> = (key: MessageKey<T>, values?: MessageValues) => string;

type OtherLanguage = Exclude<UiLanguage, 'en'>;

type LoadMessages = () => Promise<{ default: Messages } | Messages>;

export interface CatalogueDefinition<T extends Messages> {
  /** The i18next namespace: the project's name ('marketplace', 'chat'...). */
  namespace: string;
  /**
   * English, bundled with the project's code: the default language needs no request. Either the whole catalogue,
   * or, with `completeEnglish`, only the sections of the page a first visit lands on.
   */
  en: T | Partial<T>;
  /**
   * The whole English catalogue as a chunk of its own (`() => import('./en.json?complete')`), when `en` holds only
   * the first page's sections: the rest of a first visit's catalogue is text for pages it has not opened. Pages and
   * panels beyond the first wait for it (`whenComplete`, `withCompleteCatalogue`).
   */
  completeEnglish?: LoadMessages;
  /** The other languages, each its own chunk, fetched when chosen (`() => import('./locales/hi.json')`). */
  load: Record<OtherLanguage, LoadMessages>;
}

/** Where a catalogue's English stands: all of it, or the first page's sections (and whether the rest is on its way). */
export type EnglishCatalogueState = 'complete' | 'first-page' | 'loading-complete';

interface RegisteredCatalogue {
  namespace: string;
  load: Record<OtherLanguage, LoadMessages>;
  completeEnglish?: LoadMessages;
  /** Bundled whole, or the rest has arrived. */
  englishComplete: boolean;
  /** The rest's fetch under way. */
  completing?: Promise<void>;
}

/**
 * The registered catalogues and the fetches under way, on globalThis like the i18next instance (i18n-instance.ts):
 * every copy of this module, the shell's and a remote's, registers into and loads from the same lists.
 */
const shared = globalThis as { [key: symbol]: unknown };
const REGISTERED_KEY = Symbol.for('astrosetu.i18n.catalogues');
const LOADING_KEY = Symbol.for('astrosetu.i18n.loading');
const registered = (shared[REGISTERED_KEY] ??= new Map<string, RegisteredCatalogue>()) as Map<string, RegisteredCatalogue>;
const loading = (shared[LOADING_KEY] ??= new Map<string, Promise<void>>()) as Map<string, Promise<void>>;

function messagesOf(module: { default: Messages } | Messages): Messages {
  return 'default' in module && typeof module.default === 'object' ? (module.default as Messages) : (module as Messages);
}

/**
 * Adds a catalogue's messages to i18next. Every mounted text hook re-renders on i18next's 'added' event
 * (bindI18nStore), whatever the namespace, and react-i18next renders that update at once and whole (it is a store
 * subscription, never time-sliced): on a slowed phone, a remote's catalogue registering itself as its chunk loaded
 * re-rendered the whole site in one long task. So the event is sent only once some component has rendered text of
 * this namespace (react-i18next records each namespace its hooks use); until then nothing on screen shows it.
 */
function addMessages(language: UiLanguage, namespace: string, messages: Messages): void {
  const shown = i18n.reportNamespaces?.getUsedNamespaces().includes(namespace) ?? true;
  i18n.addResourceBundle(language, namespace, messages, true, true, { silent: !shown });
}

/** Fetches one namespace's catalogue for a language (once), and adds it to i18next. */
export function loadCatalogue(namespace: string, language: UiLanguage): Promise<void> {
  if (language === DEFAULT_UI_LANGUAGE || i18n.hasResourceBundle(language, namespace)) return Promise.resolve();
  const catalogue = registered.get(namespace);
  if (!catalogue) return Promise.resolve();
  const key = `${language}:${namespace}`;
  const pending =
    loading.get(key) ??
    catalogue.load[language as OtherLanguage]()
      .then((module: { default: Messages } | Messages) => {
        addMessages(language, namespace, messagesOf(module));
      })
      .finally(() => loading.delete(key));
  loading.set(key, pending);
  return pending;
}

/** Fetches the rest of a catalogue's English (once) when only its first page's sections are bundled. */
export function completeEnglishCatalogue(namespace: string): Promise<void> {
  const catalogue = registered.get(namespace);
  if (!catalogue?.completeEnglish || catalogue.englishComplete) return Promise.resolve();
  catalogue.completing ??= catalogue
    .completeEnglish()
    .then((module) => {
      addMessages(DEFAULT_UI_LANGUAGE, namespace, messagesOf(module));
      catalogue.englishComplete = true;
    })
    .catch((error: unknown) => {
      // A lost connection: the next page or panel that needs the text asks again.
      catalogue.completing = undefined;
      throw error;
    });
  return catalogue.completing;
}

/** Completes every registered catalogue's English (tests render any page directly, without its loader). */
export function completeEveryEnglishCatalogue(): Promise<void> {
  return Promise.all([...registered.keys()].map((namespace) => completeEnglishCatalogue(namespace))).then(() => undefined);
}

export function englishCatalogueState(namespace: string): EnglishCatalogueState | undefined {
  const catalogue = registered.get(namespace);
  if (!catalogue) return undefined;
  if (catalogue.englishComplete) return 'complete';
  return catalogue.completing ? 'loading-complete' : 'first-page';
}

/** Fetches every registered catalogue for a language: done before switching, so the page changes language at once. */
export function loadAllCatalogues(language: UiLanguage): Promise<void> {
  return Promise.all([...registered.keys()].map((namespace) => loadCatalogue(namespace, language))).then(() => undefined);
}

/**
 * Registers a project's catalogue and returns its translation hook, typed by the English catalogue: a key that
 * English lacks does not compile.
 *
 *   export const useMarketplaceText = defineCatalogue({ namespace: 'marketplace', en, load: { hi: () => import('./hi.json'), ta: ... } });
 *   const { t } = useMarketplaceText();  t('card.bookNow')  t('card.reviews', { count: 3 })
 *
 * A remote registered after the visitor chose Hindi fetches its Hindi catalogue at once; until it arrives its
 * page shows English (i18next's fallback), then re-renders.
 */
export function defineCatalogue<T extends Messages>(definition: CatalogueDefinition<T>) {
  const { namespace, en, load, completeEnglish } = definition;
  const known = registered.get(namespace);
  registered.set(namespace, { namespace, load, completeEnglish, englishComplete: known?.englishComplete ?? !completeEnglish, completing: known?.completing });
  if (!i18n.hasResourceBundle(DEFAULT_UI_LANGUAGE, namespace)) addMessages(DEFAULT_UI_LANGUAGE, namespace, en as Messages);
  void loadCatalogue(namespace, currentLanguage());

  /**
   * A key outside the bundled sections (a page's own loader should have waited for the rest: this is the safety
   * net) starts the rest's fetch; i18next shows the key until it arrives, then the page re-renders
   * (bindI18nStore: 'added').
   */
  function completeWhenMissing(key: string, values?: MessageValues): void {
    if (englishCatalogueState(namespace) !== 'first-page') return;
    if (!i18n.exists(key, { ns: namespace, ...values })) completeEnglishCatalogue(namespace).catch(() => undefined);
  }

  function useText(): { t: Translate<T>; language: UiLanguage } {
    const { t: translate, i18n: instance } = useTranslation(namespace, { i18n });
    const t = useCallback<Translate<T>>(
      (key, values) => {
        completeWhenMissing(key, values);
        return (translate as unknown as LooseTranslate)(key, values);
      },
      [translate],
    );
    return { t, language: (instance.resolvedLanguage ?? DEFAULT_UI_LANGUAGE) as UiLanguage };
  }

  /** Outside React (a toast text built in a thunk, a document title): the same lookup in the current language. */
  function translate(key: MessageKey<T>, values?: MessageValues): string {
    completeWhenMissing(key, values);
    return (i18n.t as unknown as LooseTranslate)(key, { ns: namespace, ...values });
  }

  /** Resolves when the whole catalogue of the visitor's language is there (at once when English was bundled whole). */
  const whenComplete = () => {
    const language = currentLanguage();
    return language === DEFAULT_UI_LANGUAGE ? completeEnglishCatalogue(namespace) : loadCatalogue(namespace, language);
  };

  /** A page or panel loader that also waits for the whole catalogue: it never shows before its text. */
  const withCompleteCatalogue =
    <M>(loadModule: () => Promise<M>) =>
    () =>
      Promise.all([loadModule(), whenComplete()]).then(([module]) => module);

  return Object.assign(useText, { namespace, translate, whenComplete, withCompleteCatalogue });
}
