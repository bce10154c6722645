import { z } from 'zod';
import { validationText } from './validation-text';

export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

/**
 * Query of a server-paged table: ?page=1&pageSize=20&sort=createdAt&order=desc&q=text.
 * `q` is a case-insensitive substring search; which fields it searches is documented per list.
 */
export function pageQuerySchema<const S extends readonly [string, ...string[]]>(
  sortFields: S,
  defaults: { sort: S[number]; order: SortOrder },
) {
  const pageMessage = validationText('orders.page');
  const sizeMessage = validationText('paging.pageSize', { max: MAX_PAGE_SIZE });
  return z.object({
    page: z.coerce.number({ message: pageMessage }).int(pageMessage).min(1, pageMessage).max(1_000_000, pageMessage).default(1),
    pageSize: z.coerce.number({ message: sizeMessage }).int(sizeMessage).min(1, sizeMessage).max(MAX_PAGE_SIZE, sizeMessage).default(DEFAULT_PAGE_SIZE),
    sort: z.enum(sortFields, { message: validationText('paging.sort', { fields: sortFields.join(', ') }) }).default(defaults.sort),
    order: z.enum(sortOrders, { message: validationText('paging.order') }).default(defaults.order),
    q: z
      .string({ message: validationText('paging.q') })
      .trim()
      .max(100, validationText('paging.qMax', { max: 100 }))
      .transform((q) => (q ? q : undefined))
      .optional(),
  });
}

export interface PageQuery<S extends string = string> {
  page: number;
  pageSize: number;
  sort: S;
  order: SortOrder;
  q?: string;
}

/** One page of a server-paged list: `total` counts every match, `items` holds at most `pageSize`. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
