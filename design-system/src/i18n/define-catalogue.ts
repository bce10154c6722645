// `*.json?complete` is typed by this declaration wherever define-catalogue.ts is compiled (the apps compile it from source).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./complete-catalogue.d.ts" />
import { useSyncExternalStore } from 'react';
import { DEFAULT_UI_LANGUAGE, type UiLanguage } from '@astrosetu/contracts';
import { currentLanguage, i18n } from './i18n-instance';
import type { MessageValues, Messages } from './translator';

export type { MessageValues, Messages } from './translator';

type PluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';
type WithoutPlural<Key extends string> = Key extends `${infer Base}${PluralSuffix}` ? Base : Key;

/** Every key of a catalogue as a dotted path ('card.bookNow'), plural forms folded into their base key. */
export type MessageKey<T> = {
  [K in keyof T & string]: T[K] extends string ? WithoutPlural<K> : T[K] extends object ? `${K}.${MessageKey<T[K]>}` : never;
}[keyof T & string];

export type Translate<T> = (key: MessageKey<T>, values?: MessageValues) => string;

type OtherLanguage = Exclude<UiLanguage, 'en'>;

type LoadMessages = () => Promise<{ default: Messages } | Messages>;

export interface CatalogueDefinition<T extends Messages> {
  /** The catalogue's namespace: the project's name ('marketplace', 'chat'...). */
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
 * The registered catalogues and the fetches under way, on globalThis like the translator (i18n-instance.ts):
 * every copy of this module, the shell's and a remote's, registers into and loads from the same lists.
 */
const shared = globalThis as { [key: symbol]: unknown };
const REGISTERED_KEY = Symbol.for('astrosetu.i18n.catalogues');
const LOADING_KEY = Symbol.for('astrosetu.i18n.loading');
const CHOSEN_KEY = Symbol.for('astrosetu.i18n.chosen');
const registered = (shared[REGISTERED_KEY] ??= new Map<string, RegisteredCatalogue>()) as Map<string, RegisteredCatalogue>;
const loading = (shared[LOADING_KEY] ??= new Map<string, Promise<void>>()) as Map<string, Promise<void>>;
/** The language last chosen (loadAllCatalogues), which the translator switches to once its catalogues are here. */
const chosenLanguage = (): UiLanguage | undefined => shared[CHOSEN_KEY] as UiLanguage | undefined;

function messagesOf(module: { default: Messages } | Messages): Messages {
  return 'default' in module && typeof module.default === 'object' ? (module.default as Messages) : (module as Messages);
}

/** Fetches one namespace's catalogue for a language (once), and adds it to the translator. */
export function loadCatalogue(namespace: string, language: UiLanguage): Promise<void> {
  if (language === DEFAULT_UI_LANGUAGE || i18n.hasMessages(language, namespace)) return Promise.resolve();
  const catalogue = registered.get(namespace);
  if (!catalogue) return Promise.resolve();
  const key = `${language}:${namespace}`;
  const pending =
    loading.get(key) ??
    catalogue.load[language as OtherLanguage]()
      .then((module: { default: Messages } | Messages) => {
        i18n.addMessages(language, namespace, messagesOf(module));
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
      i18n.addMessages(DEFAULT_UI_LANGUAGE, namespace, messagesOf(module));
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

/**
 * Fetches every registered catalogue for a language: done before switching, so the page changes language at once.
 * A catalogue registered while these arrive (the shell preloads the page's remote beside them) fetches the chosen
 * language at once (defineCatalogue), and this waits for it too: before, a remote that registered in that moment kept
 * its page in English after the switch, beside Hindi from the others (e2e i18n-marketplace, on a busy machine).
 */
export async function loadAllCatalogues(language: UiLanguage): Promise<void> {
  shared[CHOSEN_KEY] = language;
  const asked = new Set<string>();
  for (;;) {
    const newlyRegistered = [...registered.keys()].filter((namespace) => !asked.has(namespace));
    if (newlyRegistered.length === 0) return;
    for (const namespace of newlyRegistered) asked.add(namespace);
    await Promise.all(newlyRegistered.map((namespace) => loadCatalogue(namespace, language)));
  }
}

/**
 * Registers a project's catalogue and returns its translation hook, typed by the English catalogue: a key that
 * English lacks does not compile.
 *
 *   export const useMarketplaceText = defineCatalogue({ namespace: 'marketplace', en, load: { hi: () => import('./hi.json'), ta: ... } });
 *   const { t } = useMarketplaceText();  t('card.bookNow')  t('card.reviews', { count: 3 })
 *
 * A remote registered after the visitor chose Hindi fetches its Hindi catalogue at once; until it arrives its
 * page shows English (the translator's fallback), then re-renders.
 */
export function defineCatalogue<T extends Messages>(definition: CatalogueDefinition<T>) {
  const { namespace, en, load, completeEnglish } = definition;
  const known = registered.get(namespace);
  registered.set(namespace, { namespace, load, completeEnglish, englishComplete: known?.englishComplete ?? !completeEnglish, completing: known?.completing });
  if (!i18n.hasMessages(DEFAULT_UI_LANGUAGE, namespace)) i18n.addMessages(DEFAULT_UI_LANGUAGE, namespace, en as Messages);
  // The language on screen, and the one being switched to if a switch is under way (loadAllCatalogues waits for it).
  void loadCatalogue(namespace, currentLanguage());
  const chosen = chosenLanguage();
  if (chosen && chosen !== currentLanguage()) void loadCatalogue(namespace, chosen);

  /**
   * A key outside the bundled sections (a page's own loader should have waited for the rest: this is the safety
   * net) starts the rest's fetch; the key shows until it arrives, then the page re-renders.
   */
  function completeWhenMissing(key: string, values?: MessageValues): void {
    if (englishCatalogueState(namespace) !== 'first-page') return;
    if (!i18n.exists(namespace, key, values)) completeEnglishCatalogue(namespace).catch(() => undefined);
  }

  /** Outside React (a toast text built in a thunk, a document title): the same lookup in the current language. */
  function translate(key: MessageKey<T>, values?: MessageValues): string {
    completeWhenMissing(key, values);
    return i18n.t(namespace, key, values);
  }

  /**
   * A new `t` whenever the language or this namespace's messages change (so memoised text recomputes), the same
   * one otherwise, for every component of the catalogue.
   */
  let current: { snapshot: string; t: Translate<T> } | undefined;
  function translateFor(snapshot: string): Translate<T> {
    if (current?.snapshot !== snapshot) current = { snapshot, t: (key, values) => translate(key, values) };
    return current.t;
  }

  /** Re-renders when the language changes or messages of this namespace arrive. */
  function useText(): { t: Translate<T>; language: UiLanguage } {
    i18n.markShown(namespace);
    const snapshot = useSyncExternalStore(i18n.subscribe, () => i18n.snapshotOf(namespace));
    return { t: translateFor(snapshot), language: i18n.language };
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
