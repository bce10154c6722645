import { z } from 'zod';

/**
 * Entity ids are positive integers (links such as /packages/3 stay short and readable).
 * Path and query parameters arrive as text, so they are coerced and checked here.
 */
export const idSchema = z.coerce
  .number({ message: 'Id must be a positive whole number' })
  .int('Id must be a positive whole number')
  .positive('Id must be a positive whole number');
export const idParamsSchema = z.object({ id: idSchema });
