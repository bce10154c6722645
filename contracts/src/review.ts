import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './paging';
import { validationText } from './validation-text';

const ratingMessage = validationText('review.rating');

/** POST /api/consultations/{id}/review: the customer of a completed session, once (409 after). */
export const createReviewRequestSchema = z.object({
  rating: z.coerce.number({ message: ratingMessage }).int(ratingMessage).min(1, ratingMessage).max(5, ratingMessage),
  review: z
    .string()
    .trim()
    .max(2000, validationText('review.max', { max: 2000 }))
    .optional()
    .transform((text) => text || undefined),
});
export type CreateReviewRequest = z.input<typeof createReviewRequestSchema>;

/** POST /api/reviews/{id}/reply: the reviewed astrologer answers publicly, once (409 after). */
export const reviewReplyRequestSchema = z.object({
  reply: z
    .string({ message: validationText('review.replyRequired') })
    .trim()
    .min(1, validationText('review.replyRequired'))
    .max(1000, validationText('review.replyMax', { max: 1000 })),
});
export type ReviewReplyRequest = z.input<typeof reviewReplyRequestSchema>;

/** A customer's review of one completed session, as anybody sees it. */
export const reviewSchema = z.object({
  id: z.number().int().positive(),
  consultationId: z.number().int().positive(),
  astrologerId: z.number().int().positive(),
  /** The customer's username, shortened to its first word (no full names on public pages). */
  customerName: z.string(),
  rating: z.number().int().min(1).max(5),
  review: z.string().optional(),
  /** The astrologer's public answer. */
  reply: z.string().optional(),
  repliedAt: z.string().optional(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** GET /api/astrologers/{id}/reviews and GET /api/astrologer/reviews: newest first. */
export const reviewListQuerySchema = z.object({
  page: z.coerce.number().int(validationText('orders.page')).min(1, validationText('orders.page')).default(1),
  pageSize: z.coerce
    .number()
    .int(`pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .min(1, `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .max(MAX_PAGE_SIZE, `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
});
export type ReviewListQuery = z.input<typeof reviewListQuerySchema>;

export const reviewPageSchema = z.object({
  items: z.array(reviewSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  /** The astrologer's average (one decimal) and count, from these reviews only. */
  rating: z.number().min(0).max(5),
  reviewCount: z.number().int().nonnegative(),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;
