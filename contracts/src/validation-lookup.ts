import type { ValidationMessage } from './validation-text';

/**
 * The lookup half of the validation catalogue (validation-text.ts), without the English catalogue itself: what the
 * web needs to translate a message a schema produced (web-core's /validation entry), so a page that translates one
 * downloads no second copy of the English sentences (contracts is bundled into each app, not shared).
 */
export const VALIDATION_NAMESPACE = 'validation';

/** The other languages, each fetched when chosen (the web) or read at start (the API). */
export const validationMessageLoaders = {
  hi: () => import('./locales/hi.json'),
  ta: () => import('./locales/ta.json'), te: () => import('./locales/te.json'), bn: () => import('./locales/bn.json'), mr: () => import('./locales/mr.json'), gu: () => import('./locales/gu.json'), kn: () => import('./locales/kn.json'), ml: () => import('./locales/ml.json'),
};

/**
 * Sentence -> code, on globalThis: contracts is bundled into each web app (not shared), so the shell, every remote
 * and web-core each run their own copy of this module, and a message a remote's schema made must be found by
 * web-core's translateValidationMessage too.
 */
const shared = globalThis as { [key: symbol]: unknown };
const BY_ENGLISH_KEY = Symbol.for('astrosetu.validation.byEnglish');
const byEnglish = (shared[BY_ENGLISH_KEY] ??= new Map<string, ValidationMessage>()) as Map<string, ValidationMessage>;

/** Remembers the code of an English sentence (validationText does, for every message a schema names). */
export function rememberValidationMessage(sentence: string, message: ValidationMessage): void {
  if (!byEnglish.has(sentence)) byEnglish.set(sentence, message);
}

/** The code and parameters of a message a schema produced; undefined for text that is not a catalogue message. */
export function validationMessageOf(message: string): ValidationMessage | undefined {
  return byEnglish.get(message);
}
