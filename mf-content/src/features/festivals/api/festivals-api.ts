import { astrologyRoutes, requestTo, type FestivalCalendar } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

export interface FestivalsArgs {
  year: number;
  latitude: number;
  longitude: number;
  timezone: string;
}

/** GET /api/festivals: the year's festivals, Ekadashis, Purnimas, Amavasyas and Sankrantis at a place, each with its rule. */
export const festivalsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFestivals: build.query<FestivalCalendar, FestivalsArgs>({
      query: (args) => requestTo(astrologyRoutes.festivals, { query: { ...args } }),
    }),
  }),
});

export const { useGetFestivalsQuery } = festivalsApi;
