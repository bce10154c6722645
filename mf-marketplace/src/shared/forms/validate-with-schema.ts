import type { FormikErrors } from 'formik';
import type { ZodType } from 'zod';

/**
 * Formik validation from a contracts schema, so a form shows exactly the messages the server would send
 * (spec 5): the first message of each field.
 */
export function validateWithSchema<Values extends object>(schema: ZodType) {
  return (values: Values): FormikErrors<Values> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message;
    }
    return errors as FormikErrors<Values>;
  };
}
