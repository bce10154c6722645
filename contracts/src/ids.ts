import { z } from 'zod';
import { validationText } from './validation-text';

/**
 * Entity ids are positive integers (links such as /packages/3 stay short and readable).
 * Path and query parameters arrive as text, so they are coerced and checked here.
 */
export const idSchema = z.coerce
  .number({ message: validationText('common.idInvalid') })
  .int(validationText('common.idInvalid'))
  .positive(validationText('common.idInvalid'));
export const idParamsSchema = z.object({ id: idSchema });
