import { requestTo, reviewsRoutes, type CreateReviewRequest, type Review } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/** POST /api/consultations/{id}/review: the customer rates a completed session, once. */
export const sessionReviewApi = baseApi.enhanceEndpoints({ addTagTypes: ['Consultations'] }).injectEndpoints({
  endpoints: (build) => ({
    reviewSession: build.mutation<Review, { consultationId: number } & CreateReviewRequest>({
      query: ({ consultationId, ...body }) => requestTo(reviewsRoutes.create, { params: { id: consultationId }, body }),
      invalidatesTags: ['Consultations'],
    }),
  }),
});

export const { useReviewSessionMutation } = sessionReviewApi;
