import { useCallback, useState } from 'react';
import type { TableQuery } from '../api/page-query';

/**
 * The state of a server-paged table. Changing the search, a filter, the sort or the page size goes back to
 * page 1: the old page number may not exist in the new result.
 */
export function useTableQuery<Sort extends string, Filters extends object = Record<never, never>>(
  initial: TableQuery<Sort> & Filters,
): [TableQuery<Sort> & Filters, (patch: Partial<TableQuery<Sort> & Filters>) => void] {
  const [query, setQuery] = useState(initial);
  const update = useCallback((patch: Partial<TableQuery<Sort> & Filters>) => {
    setQuery((current) => ({ ...current, ...('page' in patch ? {} : { page: 1 }), ...patch }));
  }, []);
  return [query, update];
}
