import { config } from 'zod';
import en from './locales/en.json';
import { defaultValidationMessage } from './validation-defaults';
import { rememberValidationMessage } from './validation-lookup';

/**
 * Validation messages as codes (issue 18). A schema names its message by a stable code with parameters
 * (`validationText('name.max', { max: 100 })`); zod carries the English sentence, so a program, a log or a screen
 * not yet translated still reads one, and `validationMessageOf(sentence)` finds the code and parameters again.
 * The API answers a 400 with each field's code, parameters and message in the request's language; the web's
 * forms (@astrosetu/web-core/forms) show the message in the visitor's language. One catalogue for both sides:
 * contracts/src/locales/<language>.json, i18next namespace `validation`. The lookup (sentence -> code) is in
 * validation-lookup.ts, which the web's translation imports without this English catalogue.
 */
export { VALIDATION_NAMESPACE, validationMessageLoaders, validationMessageOf } from './validation-lookup';

interface Catalogue {
  [key: string]: string | Catalogue;
}

type KeysOf<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${KeysOf<T[K]>}` }[keyof T & string];

/** Every code of the catalogue ('email.invalid'), typed from the English catalogue. */
export type ValidationCode = KeysOf<typeof en>;
export type ValidationParams = Record<string, string | number>;

export interface ValidationMessage {
  code: ValidationCode;
  params?: ValidationParams;
}

/** English, bundled: the default language and the text zod carries. */
export const validationMessagesEn: Catalogue = en;

function englishOf(code: string): string {
  let node: string | Catalogue | undefined = en as Catalogue;
  for (const part of code.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`Unknown validation code ${code}`);
  return node;
}

/** `{{max}}` placeholders filled in (i18next's syntax, so the same catalogue works with i18next on both sides). */
export function fillPlaceholders(text: string, params: ValidationParams = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The English sentence of a code, remembered so the code can be found again from what zod reports. */
export function validationText(code: ValidationCode, params?: ValidationParams): string {
  const sentence = fillPlaceholders(englishOf(code), params);
  rememberValidationMessage(sentence, params ? { code, params } : { code });
  return sentence;
}

/**
 * zod's own messages (a check without a message of its own) become catalogue messages too, so they are translated
 * like the rest (validation-defaults.ts). zod keeps its configuration on globalThis: this reaches every copy of zod.
 */
config({
  customError: (issue) => {
    const { code, params } = defaultValidationMessage(issue as Parameters<typeof defaultValidationMessage>[0]);
    return validationText(code, params);
  },
});
