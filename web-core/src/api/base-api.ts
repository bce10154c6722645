import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { readStoredToken } from '../session/credentials-storage';

/**
 * The one RTK Query api of the site. It lives in web-core, a federation singleton, so the shell and every
 * remote share its cache; remotes add their endpoints with `baseApi.injectEndpoints` in their feature api files.
 *
 * Spec 7.1 and 9: same-origin relative URLs with cookies, a bearer token when one is stored, a JSON content type
 * only when there is a body (fetchBaseQuery's default), no automatic retries, no refetch on focus or reconnect,
 * and cached data that never goes stale on its own.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: '/api',
    credentials: 'include',
    prepareHeaders: (headers) => {
      const token = readStoredToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  }),
  tagTypes: ['CurrentUser'],
  keepUnusedDataFor: Infinity,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
