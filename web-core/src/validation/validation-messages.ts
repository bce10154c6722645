import { currentLanguage, defineCatalogue, i18n } from '@astrosetu/design-system/i18n';
import { DEFAULT_UI_LANGUAGE, VALIDATION_NAMESPACE, validationMessageLoaders, validationMessageOf } from '@astrosetu/contracts';

/**
 * English needs no catalogue here: a schema's message is the English sentence already (and bundling the English
 * catalogue into this shared entry would download it a second time beside the app's own copy of contracts).
 */
const noEnglish = {};

/**
 * The contracts' validation messages (contracts/src/locales, namespace `validation`): one catalogue for the API
 * and the web, so a form and the server say the same thing in the same language. Its own entry
 * (`@astrosetu/web-core/validation`), so a screen that checks one field with a schema need not load formik, and a
 * page without a form loads none of it.
 */
export const useValidationText = defineCatalogue({ namespace: VALIDATION_NAMESPACE, en: noEnglish, load: validationMessageLoaders });

/**
 * A message a contracts schema produced (English, as zod carries it), in the visitor's current language. Text that
 * is not a catalogue message (a server answer already in the visitor's language) is returned as it is.
 */
export function translateValidationMessage(message: string): string {
  const found = validationMessageOf(message);
  // English, a message that is no catalogue message, or the language's catalogue still on its way: as it is.
  if (!found || currentLanguage() === DEFAULT_UI_LANGUAGE || !i18n.exists(VALIDATION_NAMESPACE, found.code)) return message;
  return i18n.t(VALIDATION_NAMESPACE, found.code, found.params);
}

/**
 * For a component that shows a schema's message itself (`parsed.error.issues[0].message`): translateValidationMessage,
 * re-rendering the component when the language or the validation catalogue changes. Keep the English message in
 * state and translate it while rendering, so a language switch translates a message already shown.
 */
export function useValidationMessage(): (message: string) => string {
  useValidationText();
  return translateValidationMessage;
}
