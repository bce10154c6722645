import { DEFAULT_UI_LANGUAGE, type UiLanguage } from '@astrosetu/contracts';

/** A catalogue's messages: nested objects of strings (i18next's JSON v4 format, plurals as key_one / key_other). */
export interface Messages {
  [key: string]: string | Messages;
}

/** Values for `{{name}}` placeholders; a numeric `count` also picks the plural form. */
export type MessageValues = Record<string, string | number>;

/**
 * The site's translator: the messages of every catalogue by language and namespace, the visitor's language, and
 * the lookup.
 *
 * Why not i18next in the browser: it cost ~17 KiB gzipped of every first visit (i18next and react-i18next are
 * not tree-shakeable), beyond the first-visit budget, for a lookup the catalogues use a small part of. The
 * catalogues stay in i18next's JSON v4 format, which the API still translates with i18next itself, and this
 * lookup does what i18next does with them: translator-conformance.test.ts renders every message of every web
 * catalogue through both and compares. What it reads:
 * - keys as dotted paths into the nested messages ('card.bookNow');
 * - `{{name}}` placeholders (a value not given leaves the placeholder, as i18next does);
 * - plurals: a numeric `count` picks `key_zero` (count 0), then `key_<form>` by Intl.PluralRules of the language
 *   the message is in, then `key`;
 * - a key the visitor's language lacks falls back to English; one English lacks shows as the key itself.
 * Nesting (`$t(...)`) and formats (`{{value, number}}`) are not read: no catalogue uses them, and
 * tools/i18n/check-catalogues.ts rejects them. Nor is context: no call passes one.
 */
export class Translator {
  private readonly bundles = new Map<string, Messages>();
  private readonly pluralRules = new Map<UiLanguage, Intl.PluralRules>();
  private readonly listeners = new Set<() => void>();
  private readonly languageListeners = new Set<(language: UiLanguage) => void>();
  /** Per namespace, a number that changes whenever text of that namespace on screen would change. */
  private readonly versions = new Map<string, number>();
  /** Namespaces some component has rendered text of (only their additions re-render anything). */
  private readonly shown = new Set<string>();
  private current: UiLanguage = DEFAULT_UI_LANGUAGE;

  get language(): UiLanguage {
    return this.current;
  }

  /** Switches the language: every mounted text re-renders, and language listeners are told. */
  changeLanguage(language: UiLanguage): void {
    if (language === this.current) return;
    this.current = language;
    this.notify();
    for (const listener of this.languageListeners) listener(language);
  }

  onLanguageChange(listener: (language: UiLanguage) => void): () => void {
    this.languageListeners.add(listener);
    return () => this.languageListeners.delete(listener);
  }

  /**
   * Adds messages to a namespace's catalogue of a language (deep merge, new messages win). The text on screen
   * re-renders only when a component has rendered this namespace's text: a remote's catalogue registering itself
   * as its code arrives must not re-render the page (a long task on a slowed phone).
   */
  addMessages(language: UiLanguage, namespace: string, messages: Messages): void {
    const key = bundleKey(language, namespace);
    this.bundles.set(key, mergeMessages(this.bundles.get(key) ?? {}, messages));
    if (this.shown.has(namespace)) {
      this.versions.set(namespace, (this.versions.get(namespace) ?? 0) + 1);
      this.notify();
    }
  }

  hasMessages(language: UiLanguage, namespace: string): boolean {
    return this.bundles.has(bundleKey(language, namespace));
  }

  removeMessages(language: UiLanguage, namespace: string): void {
    this.bundles.delete(bundleKey(language, namespace));
  }

  /** The message for a key in the current language (else English), its placeholders filled; the key when none. */
  t(namespace: string, key: string, values?: MessageValues): string {
    const message = this.resolve(namespace, key, values);
    return message === undefined ? key : interpolate(message, values);
  }

  exists(namespace: string, key: string, values?: MessageValues): boolean {
    return this.resolve(namespace, key, values) !== undefined;
  }

  /** For React (useSyncExternalStore): called on every change of language or of shown text. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** What a component showing this namespace's text depends on: the language and the namespace's messages. */
  snapshotOf(namespace: string): string {
    return `${this.current}:${this.versions.get(namespace) ?? 0}`;
  }

  /** Called while a component renders text of a namespace: from now on, additions to it re-render that text. */
  markShown(namespace: string): void {
    this.shown.add(namespace);
  }

  private resolve(namespace: string, key: string, values?: MessageValues): string | undefined {
    const count = values?.count;
    const languages = this.current === DEFAULT_UI_LANGUAGE ? [this.current] : [this.current, DEFAULT_UI_LANGUAGE];
    for (const language of languages) {
      const messages = this.bundles.get(bundleKey(language, namespace));
      if (!messages) continue;
      const candidates = count === undefined || typeof count === 'string' ? [key] : this.pluralKeys(language, key, count);
      for (const candidate of candidates) {
        const message = lookup(messages, candidate);
        if (message !== undefined) return message;
      }
    }
    return undefined;
  }

  private pluralKeys(language: UiLanguage, key: string, count: number): string[] {
    let rules = this.pluralRules.get(language);
    if (!rules) this.pluralRules.set(language, (rules = new Intl.PluralRules(language)));
    const form = `${key}_${rules.select(count)}`;
    return count === 0 ? [`${key}_zero`, form, key] : [form, key];
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

function bundleKey(language: UiLanguage, namespace: string): string {
  return `${language}/${namespace}`;
}

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

function interpolate(message: string, values?: MessageValues): string {
  if (!values || !message.includes('{{')) return message;
  return message.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value: unknown = values[name.trim()];
    if (value === undefined) return placeholder;
    return value === null ? '' : String(value);
  });
}

function mergeMessages(target: Messages, source: Messages): Messages {
  const merged: Messages = { ...target };
  for (const [key, value] of Object.entries(source)) {
    if (key === '__proto__' || key === 'constructor') continue;
    const existing = merged[key];
    merged[key] = typeof value === 'object' && typeof existing === 'object' ? mergeMessages(existing, value) : value;
  }
  return merged;
}
