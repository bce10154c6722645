import type { QueryStatus } from '@reduxjs/toolkit/query';
import { currentLanguage, onLanguageChange } from '@astrosetu/design-system/i18n';
import { baseApi } from '../api/base-api';
import type { AppStore } from '../store/app-store';

interface CachedQuery {
  endpointName?: string;
  originalArgs?: unknown;
  status: QueryStatus;
}

/**
 * When the visitor switches language, every answer in the api cache was written in the old one (horoscopes,
 * tithi names, server messages): each is fetched again, with the new Accept-Language. The cached data stays on
 * screen until its new answer arrives, so the page does not flash empty.
 */
export function refetchOnLanguageChange(store: AppStore): () => void {
  let language = currentLanguage();
  return onLanguageChange((next) => {
    if (next === language) return;
    language = next;
    const queries = store.getState()[baseApi.reducerPath].queries as Record<string, CachedQuery | undefined>;
    const endpoints = baseApi.endpoints as unknown as Record<string, { initiate?: (args: unknown, options: object) => unknown }>;
    for (const query of Object.values(queries)) {
      if (!query?.endpointName || query.status === 'uninitialized') continue;
      const initiate = endpoints[query.endpointName]?.initiate;
      if (initiate) void store.dispatch(initiate(query.originalArgs, { subscribe: false, forceRefetch: true }) as never);
    }
  });
}
