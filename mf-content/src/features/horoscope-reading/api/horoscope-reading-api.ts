import { astrologyRoutes, requestTo, type HoroscopeEntry, type HoroscopeGenerateRequest } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/** POST /api/horoscope/generate: one sign's reading for a day (stored: the same day gives the same reading). */
export const horoscopeReadingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    generateHoroscope: build.mutation<HoroscopeEntry, HoroscopeGenerateRequest>({
      query: (body) => requestTo(astrologyRoutes.generateHoroscope, { body }),
    }),
  }),
});

export const { useGenerateHoroscopeMutation } = horoscopeReadingApi;
