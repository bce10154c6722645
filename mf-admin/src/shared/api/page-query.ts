import type { SortOrder } from '@astrosetu/contracts';

/** The query of a server-paged table, as the admin lists take it (?page&pageSize&sort&order&q plus filters). */
export interface TableQuery<Sort extends string = string> {
  page: number;
  pageSize: number;
  sort: Sort;
  order: SortOrder;
  q?: string;
}

/**
 * The query without its empty values (an empty search is no search), for requestTo: the URL carries only the
 * filters in use. Only optional filters are ever empty, so the query keeps its declared type.
 */
export function withoutEmptyValues<Query extends object>(query: Query): Query {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== '')) as Query;
}

/** A yes/no filter as the query string carries it (the server reads ?isActive=true|false back into a boolean). */
export function booleanQueryValue(value: boolean | undefined): 'true' | 'false' | undefined {
  return value === undefined ? undefined : value ? 'true' : 'false';
}
