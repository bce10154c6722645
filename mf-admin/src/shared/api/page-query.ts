import type { SortOrder } from '@astrosetu/contracts';

/** The query of a server-paged table, as the admin lists take it (?page&pageSize&sort&order&q plus filters). */
export interface TableQuery<Sort extends string = string> {
  page: number;
  pageSize: number;
  sort: Sort;
  order: SortOrder;
  q?: string;
}

/** Query-string parameters without the empty ones (an empty search is no search). */
export function queryParams(query: object): Record<string, string | number | boolean> {
  const params: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') params[key] = value;
  }
  return params;
}
