import {
  astrologyRoutes,
  requestTo,
  type Kundli,
  type KundliRequest,
  type KundliSection,
  type TransitRequest,
  type TransitResponse,
} from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/** POST /api/kundli: the birth chart computed by the server's Vedic engine. */
export const kundliApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The default answer: what the page shows before a depth tab opens (issue 37). */
    generateKundli: build.mutation<Kundli, KundliRequest>({
      query: (body) => requestTo(astrologyRoutes.kundli, { query: {}, body }),
    }),
    /**
     * POST /api/kundli?sections=: the same chart with depth sections (vargas, dasha, ashtakavarga, shadbala). Asked by
     * a depth tab when it opens; RTK Query keeps the answer, so reopening the tab asks nothing.
     */
    kundliSections: build.query<Kundli, { request: KundliRequest; sections: readonly KundliSection[] }>({
      query: ({ request, sections }) => requestTo(astrologyRoutes.kundli, { query: { sections: sections.join(',') }, body: request }),
    }),
    /** POST /api/kundli/transits: the grahas over the natal chart at a date, and Sade Sati over a lifetime. */
    kundliTransits: build.query<TransitResponse, TransitRequest>({
      query: (body) => requestTo(astrologyRoutes.transits, { body }),
    }),
  }),
});

export const { useGenerateKundliMutation, useKundliSectionsQuery, useKundliTransitsQuery } = kundliApi;
