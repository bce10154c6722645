import { idParamsSchema } from '../ids';
import { createReviewRequestSchema, reviewListQuerySchema, reviewPageSchema, reviewReplyRequestSchema, reviewSchema } from '../review';
import { endpoint, schemaResponse, type Endpoint } from './endpoint';

/** Reviews of completed sessions (api/src/modules/reviews). */
export const reviewsEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/consultations/:id/review',
    summary: 'The customer reviews a completed session, once',
    access: 'user',
    params: idParamsSchema,
    body: createReviewRequestSchema,
    response: schemaResponse('Review', reviewSchema),
    status: 201,
  }),
  reply: endpoint({
    method: 'POST',
    path: '/reviews/:id/reply',
    summary: 'The reviewed astrologer answers publicly, once',
    access: 'astrologer',
    params: idParamsSchema,
    body: reviewReplyRequestSchema,
    response: schemaResponse('Review', reviewSchema),
  }),
  ofAstrologer: endpoint({
    method: 'GET',
    path: '/astrologers/:id/reviews',
    summary: "An approved astrologer's reviews, newest first",
    access: 'public',
    params: idParamsSchema,
    query: reviewListQuerySchema,
    response: schemaResponse('ReviewPage', reviewPageSchema),
  }),
  own: endpoint({
    method: 'GET',
    path: '/astrologer/reviews',
    summary: "The signed-in astrologer's reviews, newest first",
    access: 'astrologer',
    query: reviewListQuerySchema,
    response: schemaResponse('ReviewPage', reviewPageSchema),
  }),
} satisfies Record<string, Endpoint>;
