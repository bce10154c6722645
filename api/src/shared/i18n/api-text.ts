import i18next from 'i18next';
import {
  DEFAULT_UI_LANGUAGE,
  uiLanguageCodes,
  VALIDATION_NAMESPACE,
  validationMessageOf,
  type UiLanguage,
  type ValidationMessage,
} from '@astrosetu/contracts';
import validationEn from '@astrosetu/contracts/src/locales/en.json';
import validationHi from '@astrosetu/contracts/src/locales/hi.json';
import validationTa from '@astrosetu/contracts/src/locales/ta.json';
import validationTe from '@astrosetu/contracts/src/locales/te.json';
import validationBn from '@astrosetu/contracts/src/locales/bn.json';
import validationMr from '@astrosetu/contracts/src/locales/mr.json';
import validationGu from '@astrosetu/contracts/src/locales/gu.json';
import validationKn from '@astrosetu/contracts/src/locales/kn.json';
import validationMl from '@astrosetu/contracts/src/locales/ml.json';
import en from '../../locales/en.json';
import hi from '../../locales/hi.json';
import ta from '../../locales/ta.json';
import te from '../../locales/te.json';
import bn from '../../locales/bn.json';
import mr from '../../locales/mr.json';
import gu from '../../locales/gu.json';
import kn from '../../locales/kn.json';
import ml from '../../locales/ml.json';

/**
 * What the API writes for people, in their language (issue 18): its own messages from api/src/locales
 * (namespace `api`), the contracts' validation messages from contracts/src/locales (namespace `validation`).
 * Text for a request follows `requestLanguage(req)`; text written later (e-mails, receipts, notifications, chat
 * system messages) follows the language kept on the user or the order.
 */
const API_NAMESPACE = 'api';

type PluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';
type WithoutPlural<Key extends string> = Key extends `${infer Base}${PluralSuffix}` ? Base : Key;
type KeysOf<T> = { [K in keyof T & string]: T[K] extends string ? WithoutPlural<K> : `${K}.${KeysOf<T[K]>}` }[keyof T & string];

/** Every key of the API's catalogue ('errors.wallet.insufficientBalance'), typed from English. */
export type ApiTextKey = KeysOf<typeof en>;
/** Values for `{{name}}` placeholders; a catalogue sentence as a value is written in the same language. */
export type TextParams = { [name: string]: string | number | LocalizedText };

/** A sentence to be written in a language decided later (the request's, the user's). */
export interface LocalizedText {
  readonly key: ApiTextKey;
  readonly params?: TextParams;
}

export function apiText(key: ApiTextKey, params?: TextParams): LocalizedText {
  return params ? { key, params } : { key };
}

export function isLocalizedText(value: unknown): value is LocalizedText {
  return typeof value === 'object' && value !== null && typeof (value as LocalizedText).key === 'string';
}

const texts = i18next.createInstance();
void texts.init({
  resources: {
    en: { [API_NAMESPACE]: en, [VALIDATION_NAMESPACE]: validationEn },
    hi: { [API_NAMESPACE]: hi, [VALIDATION_NAMESPACE]: validationHi },
    ta: { [API_NAMESPACE]: ta, [VALIDATION_NAMESPACE]: validationTa },
    te: { [API_NAMESPACE]: te, [VALIDATION_NAMESPACE]: validationTe },
    bn: { [API_NAMESPACE]: bn, [VALIDATION_NAMESPACE]: validationBn },
    mr: { [API_NAMESPACE]: mr, [VALIDATION_NAMESPACE]: validationMr },
    gu: { [API_NAMESPACE]: gu, [VALIDATION_NAMESPACE]: validationGu },
    kn: { [API_NAMESPACE]: kn, [VALIDATION_NAMESPACE]: validationKn },
    ml: { [API_NAMESPACE]: ml, [VALIDATION_NAMESPACE]: validationMl },
  } satisfies Record<UiLanguage, unknown>,
  lng: DEFAULT_UI_LANGUAGE,
  fallbackLng: DEFAULT_UI_LANGUAGE,
  supportedLngs: uiLanguageCodes,
  ns: [API_NAMESPACE, VALIDATION_NAMESPACE],
  defaultNS: API_NAMESPACE,
  initAsync: false,
  // Text goes into JSON, e-mail text and PDFs; HTML e-mails escape what they insert themselves.
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** One sentence of the API's catalogue in `language`. */
export function translate(language: UiLanguage, text: LocalizedText): string {
  const params = Object.fromEntries(Object.entries(text.params ?? {}).map(([name, value]) => [name, isLocalizedText(value) ? translate(language, value) : value]));
  return texts.t(text.key, { lng: language, ns: API_NAMESPACE, ...params });
}

/** A key with parameters, in `language` (shorthand for translate(language, apiText(key, params))). */
export function say(language: UiLanguage, key: ApiTextKey, params?: TextParams): string {
  return translate(language, apiText(key, params));
}

/** A contracts' validation message in `language`. */
export function translateValidation(language: UiLanguage, message: ValidationMessage): string {
  return texts.t(message.code, { lng: language, ns: VALIDATION_NAMESPACE, ...message.params });
}

/**
 * A message that reached the error handler as plain text: a contracts' validation sentence is translated, any
 * other text (not yet in a catalogue) stays as written.
 */
export function translateMessage(language: UiLanguage, message: string): { text: string; validation?: ValidationMessage } {
  const validation = validationMessageOf(message);
  return validation ? { text: translateValidation(language, validation), validation } : { text: message };
}
