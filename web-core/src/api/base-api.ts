import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { API_BASE_PATH } from '@astrosetu/contracts';
import { currentLanguage } from '@astrosetu/design-system/i18n';
import { clearStoredCredentials, readStoredToken } from '../session/credentials-storage';
import { endedSessionCodes, sessionEndedByServer } from '../session/session-ended-by-server';
import { useWebCoreText } from '../locales/use-text';

const fetchFromApi = fetchBaseQuery({
  baseUrl: API_BASE_PATH,
  credentials: 'include',
  prepareHeaders: (headers) => {
    const token = readStoredToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    // The server writes its text (horoscopes, tithi names, error messages) in the site's language.
    headers.set('Accept-Language', currentLanguage());
    return headers;
  },
});

function endedSessionMessage(error: FetchBaseQueryError | undefined): string | undefined {
  if (error?.status !== 401) return undefined;
  const body = error.data as { error?: { code?: unknown; message?: unknown } } | undefined;
  const code = body?.error?.code;
  if (typeof code !== 'string' || !endedSessionCodes.has(code)) return undefined;
  return typeof body?.error?.message === 'string' ? body.error.message : useWebCoreText.translate('session.endedDefault');
}

/**
 * Any answer saying the stored token's session is over (from any part of the site) signs the person out with
 * the server's explanation, unless they signed in again while the request was on its way.
 */
const fetchSignedIn: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  const tokenSent = readStoredToken();
  const result = await fetchFromApi(args, api, extraOptions);
  const notice = endedSessionMessage(result.error);
  if (notice && tokenSent && readStoredToken() === tokenSent) {
    clearStoredCredentials();
    api.dispatch(sessionEndedByServer({ notice }));
    // After this answer has been stored: nothing the ended session fetched stays in the cache.
    setTimeout(() => api.dispatch(baseApi.util.resetApiState()), 0);
  }
  return result;
};

/**
 * The one RTK Query api of the site. It lives in web-core, a federation singleton, so the shell and every
 * remote share its cache; remotes add their endpoints with `baseApi.injectEndpoints` in their feature api files.
 *
 * Same-origin relative URLs with cookies, a bearer token when one is stored, a JSON content type
 * only when there is a body (fetchBaseQuery's default), no automatic retries, no refetch on focus or reconnect,
 * and cached data that never goes stale on its own.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchSignedIn,
  tagTypes: ['CurrentUser'],
  keepUnusedDataFor: Infinity,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
