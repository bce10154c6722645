import { requestTo, reviewsRoutes, type Review, type ReviewPage, type ReviewReplyRequest } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/** The astrologer's own reviews (GET /api/astrologer/reviews) and the one public reply each may get. */
export const astrologerReviewsApi = baseApi.enhanceEndpoints({ addTagTypes: ['OwnReviews'] }).injectEndpoints({
  endpoints: (build) => ({
    ownReviews: build.query<ReviewPage, void>({
      query: () => requestTo(reviewsRoutes.own, { query: { pageSize: 20 } }),
      providesTags: ['OwnReviews'],
    }),
    replyToReview: build.mutation<Review, { reviewId: number } & ReviewReplyRequest>({
      query: ({ reviewId, ...body }) => requestTo(reviewsRoutes.reply, { params: { id: reviewId }, body }),
      invalidatesTags: ['OwnReviews'],
    }),
  }),
});

export const { useOwnReviewsQuery, useReplyToReviewMutation } = astrologerReviewsApi;
