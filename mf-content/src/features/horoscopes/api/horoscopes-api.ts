import { astrologyRoutes, requestTo, type HoroscopeListResponse, type HoroscopePeriod } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/** GET /api/horoscopes/daily|weekly|monthly: the twelve signs' readings for the current period in India. */
export const horoscopesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHoroscopes: build.query<HoroscopeListResponse, HoroscopePeriod>({
      // No ?date=: the server's today in India.
      query: (period) => requestTo(astrologyRoutes.horoscopes, { params: { period }, query: {} }),
      // Readings change with the day: a tab left open overnight fetches the new period's readings.
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useGetHoroscopesQuery } = horoscopesApi;
