import type { FormikErrors } from 'formik';
import type { ZodType } from 'zod';
import { translateValidationMessage } from './use-forms-text';

/**
 * Formik validation from a contracts schema, so a form shows exactly the messages the server would send
 * (docs/product-rules.md#validation): the first message of each field, in the visitor's language. `toRequest` turns the
 * form's text values into the request first (e.g. an empty select into "none").
 */
export function validateWithSchema<Values extends object>(schema: ZodType, toRequest: (values: Values) => unknown = (values) => values) {
  return (values: Values): FormikErrors<Values> => {
    const result = schema.safeParse(toRequest(values));
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && !(field in errors)) errors[field] = translateValidationMessage(issue.message);
    }
    return errors as FormikErrors<Values>;
  };
}

/**
 * The server's field messages (400 with fields) as formik errors, for the fields this form has. The server answers
 * in the language the web asked for; a contracts message still in English is translated here.
 */
export function serverFieldErrors<Values extends object>(fields: Record<string, string> | undefined, values: Values): FormikErrors<Values> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(fields ?? {})) if (field in values) errors[field] = translateValidationMessage(message);
  return errors as FormikErrors<Values>;
}
