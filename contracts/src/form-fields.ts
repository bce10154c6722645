import { z } from 'zod';

/**
 * Field builders shared by admin and profile forms. Forms send text, programs send numbers and
 * arrays: both are accepted and normalised here so the server and a formik form agree.
 */

/** A list typed as "a, b, c" or sent as an array: items trimmed, blanks dropped, duplicates removed. */
export function textListSchema(options: { label: string; itemMax: number; maxItems: number; minItems?: number; minMessage?: string }) {
  const { label, itemMax, maxItems, minItems = 0, minMessage = `Add at least ${minItems} ${label.toLowerCase()}` } = options;
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',') : value),
    z
      .array(z.string({ message: `${label} must be text` }).trim().max(itemMax, `Each of ${label.toLowerCase()} must be at most ${itemMax} characters`), {
        message: `${label} must be a comma-separated list`,
      })
      .transform((items) => [...new Set(items.filter((item) => item.length > 0))])
      .pipe(
        z
          .array(z.string())
          .min(minItems, minMessage)
          .max(maxItems, `At most ${maxItems} ${label.toLowerCase()}`),
      ),
  );
}

/** A whole number, also when a form sends it as text ("12"); decimals and words are refused with `message`. */
export function wholeNumberSchema(options: { message: string; min: number; max: number }) {
  const { message, min, max } = options;
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value.trim()) : value),
    z.number({ message }).int(message).min(min, `${message} from ${min} to ${max}`).max(max, `${message} from ${min} to ${max}`),
  );
}

/** Local clock time as HH:mm (24 hours). */
export const timeFieldSchema = z
  .string({ message: 'Time must look like 09:30' })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must look like 09:30');

/** A calendar date as YYYY-MM-DD that exists (no 31 February). */
export const dateFieldSchema = z
  .string({ message: 'Date must look like 1990-08-15' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must look like 1990-08-15')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'This date does not exist');

/** true/false in a query string. */
export const booleanQuerySchema = z.enum(['true', 'false'], { message: 'Must be true or false' }).transform((value) => value === 'true');

/** A path of an image uploaded through POST /api/admin/uploads/image, e.g. /api/uploads/3f…9a.png. */
export const UPLOADED_IMAGE_PATH_PATTERN = /^\/api\/uploads\/[a-f0-9]{32}\.(png|jpg|webp|gif)$/;
