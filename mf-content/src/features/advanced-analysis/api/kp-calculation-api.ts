import { astrologyRoutes, requestTo, type KpCalculationRequest, type KpCalculationResponse } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/** POST /api/kp-calculation: cuspal wealth, panchanga group strength and the standard vs KP ascendant. */
export const kpCalculationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    calculateKp: build.mutation<KpCalculationResponse, KpCalculationRequest>({
      query: (body) => requestTo(astrologyRoutes.kpCalculation, { body }),
    }),
  }),
});

export const { useCalculateKpMutation } = kpCalculationApi;
