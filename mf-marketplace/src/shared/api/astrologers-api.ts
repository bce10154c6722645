import {
  astrologerCatalogRoutes,
  requestTo,
  reviewsRoutes,
  type Astrologer,
  type MarketplaceFigures,
  type ReviewPage,
} from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/**
 * The public astrologer catalogue. Read by the home page, the listing, packages, booking and the
 * start-chat flow, so it lives in shared/ rather than in one feature. Cached for the visit.
 */
export const astrologersApi = baseApi.enhanceEndpoints({ addTagTypes: ['Consultations'] }).injectEndpoints({
  endpoints: (build) => ({
    astrologers: build.query<Astrologer[], void>({
      query: () => requestTo(astrologerCatalogRoutes.list),
    }),
    /** GET /api/marketplace-figures: online now, the rating from all reviews, finished consultations. */
    marketplaceFigures: build.query<MarketplaceFigures, void>({
      query: () => requestTo(astrologerCatalogRoutes.figures),
    }),
    astrologer: build.query<Astrologer, number>({
      query: (id) => requestTo(astrologerCatalogRoutes.detail, { params: { id } }),
    }),
    /** GET /api/astrologers/{id}/reviews: newest first, with the astrologer's public replies (fresh after a review). */
    astrologerReviews: build.query<ReviewPage, { astrologerId: number; pageSize?: number }>({
      query: ({ astrologerId, pageSize = 5 }) => requestTo(reviewsRoutes.ofAstrologer, { params: { id: astrologerId }, query: { pageSize } }),
      providesTags: ['Consultations'],
    }),
  }),
});

export const { useAstrologersQuery, useMarketplaceFiguresQuery, useAstrologerQuery, useAstrologerReviewsQuery } = astrologersApi;
