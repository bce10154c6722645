import { astrologyRoutes, requestTo, type GunaMilanRequest, type GunaMilanResponse } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/** POST /api/guna-milan: Ashtakoot matching of two births, the eight kootas out of 36 points. */
export const gunaMilanApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    matchCharts: build.mutation<GunaMilanResponse, GunaMilanRequest>({
      query: (body) => requestTo(astrologyRoutes.gunaMilan, { body }),
    }),
  }),
});

export const { useMatchChartsMutation } = gunaMilanApi;
