import { astrologyRoutes, requestTo, type CompatibilityReport, type CompatibilityRequest } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/** POST /api/compatibility: two signs scored by the pair table and element match. */
export const compatibilityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    calculateCompatibility: build.mutation<CompatibilityReport, CompatibilityRequest>({
      query: (body) => requestTo(astrologyRoutes.compatibility, { body }),
    }),
  }),
});

export const { useCalculateCompatibilityMutation } = compatibilityApi;
