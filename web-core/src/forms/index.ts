// @astrosetu/web-core/forms: formik bound to the contracts' zod schemas, for every form of the site. A deep entry,
// so a page without a form does not load formik.
export { validateWithSchema, serverFieldErrors } from './validate-with-schema';
export { translateValidationMessage, useFormsText, useValidationText } from './use-forms-text';
export { FormTextField, type FormTextFieldProps } from './form-text-field';
export { KeepDraft } from './keep-draft';
export { ReportReasonFields, type ReportFormValues, type ReportReasonFieldsProps } from './report-reason-fields';
export { SaveDiscardRow, type SaveDiscardRowProps } from './save-discard-row';
