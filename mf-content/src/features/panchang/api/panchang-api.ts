import type { Panchang } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

export interface PanchangArgs {
  date: string;
  latitude: number;
  longitude: number;
  timezone: string;
}

/** GET /api/panchang: the day's five limbs at sunrise for a place, with the time each one ends. */
export const panchangApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPanchang: build.query<Panchang, PanchangArgs>({
      query: (args) => ({ url: 'panchang', params: { ...args } }),
    }),
  }),
});

export const { useGetPanchangQuery } = panchangApi;
