import { z } from 'zod';
import { isRealCalendarDate } from './astrology/birth-input';
import { validationText, type ValidationParams } from './validation-text';

/**
 * Field builders shared by admin and profile forms. Forms send text, programs send numbers and
 * arrays: both are accepted and normalised here so the server and a formik form agree.
 */

/** A list typed as "a, b, c" or sent as an array: items trimmed, blanks dropped, duplicates removed. */
export function textListSchema(options: { field: TextListField; itemMax: number; maxItems: number; minItems?: number }) {
  const { field, itemMax, maxItems, minItems = 0 } = options;
  // One sentence per list and problem (the list's name sits in a different place in Hindi and Tamil sentences).
  const message = (problem: 'notText' | 'itemMax' | 'notList' | 'max', params?: ValidationParams) => validationText(`list.${field}.${problem}`, params);
  const minMessage = field === 'specializations' || field === 'languages' ? validationText(`list.${field}.min`) : undefined;
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',') : value),
    z
      .array(z.string({ message: message('notText') }).trim().max(itemMax, message('itemMax', { max: itemMax })), {
        message: message('notList'),
      })
      .transform((items) => [...new Set(items.filter((item) => item.length > 0))])
      .pipe(
        z
          .array(z.string())
          .min(minItems, minMessage)
          .max(maxItems, message('max', { max: maxItems })),
      ),
  );
}

/** The comma-separated lists of the admin and profile forms. */
export type TextListField = 'specializations' | 'languages' | 'tags' | 'metaKeywords' | 'preferredLanguages';

/** A whole number, also when a form sends it as text ("12"); decimals and words are refused with `message`. */
export function wholeNumberSchema(options: { field: 'experience' | 'rate'; min: number; max: number }) {
  const { field, min, max } = options;
  const message = validationText(`number.${field}.whole`);
  const range = validationText(`number.${field}.range`, { min, max });
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value.trim()) : value),
    z.number({ message }).int(message).min(min, range).max(max, range),
  );
}

/** Local clock time as HH:mm (24 hours). */
export const timeFieldSchema = z
  .string({ message: validationText('common.time') })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, validationText('common.time'));

/** A calendar date as YYYY-MM-DD that exists (no 31 February). */
export const dateFieldSchema = z
  .string({ message: validationText('common.date') })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, validationText('common.date'))
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, validationText('common.dateNotExist'));

/**
 * A date in a query string (?from=2024-12-01): the one schema every date query parameter of the API uses, so an
 * impossible date (2024-13-01, 2024-02-31: isRealCalendarDate) is a 400 naming the parameter, never a 500 or an empty answer.
 */
export function dateQuerySchema(name: string) {
  return z
    .string({ message: validationText('query.dateFormat', { name }) })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, validationText('query.dateFormat', { name }))
    .refine(isRealCalendarDate, validationText('query.dateNotExist', { name }));
}

/** true/false in a query string. */
export const booleanQuerySchema = z.enum(['true', 'false'], { message: validationText('common.trueOrFalse') }).transform((value) => value === 'true');

/** A path of an image uploaded through POST /api/admin/uploads/image, e.g. /api/uploads/3f…9a.png. */
export const UPLOADED_IMAGE_PATH_PATTERN = /^\/api\/uploads\/[a-f0-9]{32}\.(png|jpg|webp|gif)$/;
