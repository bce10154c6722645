import { defineCatalogue, i18n } from '@astrosetu/design-system/i18n';
import { VALIDATION_NAMESPACE, validationMessageLoaders, validationMessageOf, validationMessagesEn } from '@astrosetu/contracts';
import en from './locales/en.json';

/** The forms' own words (buttons, hints, report reasons). */
export const useFormsText = defineCatalogue({
  namespace: 'forms',
  en,
  load: { hi: () => import('./locales/hi.json'), ta: () => import('./locales/ta.json') },
});

/**
 * The contracts' validation messages (contracts/src/locales, namespace `validation`): one catalogue for the API
 * and the web, so a form and the server say the same thing in the same language.
 */
export const useValidationText = defineCatalogue({ namespace: VALIDATION_NAMESPACE, en: validationMessagesEn, load: validationMessageLoaders });

/**
 * A message a contracts schema produced (English, as zod carries it), in the visitor's current language. Text that
 * is not a catalogue message (a server answer already in the visitor's language) is returned as it is.
 */
export function translateValidationMessage(message: string): string {
  const found = validationMessageOf(message);
  if (!found) return message;
  return i18n.t(found.code, { ns: VALIDATION_NAMESPACE, ...found.params });
}
