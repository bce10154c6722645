// @astrosetu/web-core/validation: the contracts' validation messages in the visitor's language. A deep entry, so the
// first visit (no form) does not download the validation catalogue; /forms re-exports it for formik forms.
export { translateValidationMessage, useValidationMessage, useValidationText } from './validation-messages';
