import { astrologyEndpoints, requestTo, type Kundli, type KundliRequest, type TransitRequest, type TransitResponse } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/** POST /api/kundli: the full birth chart computed by the server's Vedic engine. */
export const kundliApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    generateKundli: build.mutation<Kundli, KundliRequest>({
      query: (body) => requestTo(astrologyEndpoints.kundli, { body }),
    }),
    /** POST /api/kundli/transits: the grahas over the natal chart at a date, and Sade Sati over a lifetime. */
    kundliTransits: build.query<TransitResponse, TransitRequest>({
      query: (body) => requestTo(astrologyEndpoints.transits, { body }),
    }),
  }),
});

export const { useGenerateKundliMutation, useKundliTransitsQuery } = kundliApi;
