import type { Astrologer } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/**
 * Spec 7.3: the public astrologer catalogue. Read by the home page, the listing, packages, booking and the
 * start-chat flow, so it lives in shared/ rather than in one feature. Cached for the visit (spec 9).
 */
export const astrologersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    astrologers: build.query<Astrologer[], void>({
      query: () => 'astrologers',
    }),
    astrologer: build.query<Astrologer, number>({
      query: (id) => `astrologers/${id}`,
    }),
  }),
});

export const { useAstrologersQuery, useAstrologerQuery } = astrologersApi;
