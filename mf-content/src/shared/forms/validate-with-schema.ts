import type { FormikErrors } from 'formik';
import type { ZodType } from 'zod';

/**
 * Formik validation from a contracts schema: the form shows the same messages the server would send (spec
 * section 5), the first one for each field.
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
