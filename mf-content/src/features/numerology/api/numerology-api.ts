import { astrologyRoutes, requestTo, type NumerologyRequest, type NumerologyResponse } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/** POST /api/numerology: Pythagorean core numbers, master numbers 11, 22 and 33 kept. */
export const numerologyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    calculateNumerology: build.mutation<NumerologyResponse, NumerologyRequest>({
      query: (body) => requestTo(astrologyRoutes.numerology, { body }),
    }),
  }),
});

export const { useCalculateNumerologyMutation } = numerologyApi;
