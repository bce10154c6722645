import type { Kundli, KundliRequest } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/** POST /api/kundli: the full birth chart computed by the server's Vedic engine. */
export const kundliApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    generateKundli: build.mutation<Kundli, KundliRequest>({
      query: (body) => ({ url: 'kundli', method: 'POST', body }),
    }),
  }),
});

export const { useGenerateKundliMutation } = kundliApi;
