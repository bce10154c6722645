import { Router } from 'express';
import { createReviewRequestSchema, idParamsSchema, reviewListQuerySchema, reviewReplyRequestSchema, type ReviewPage } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/errors/app-error';
import { currentUser } from '../../shared/http/auth-guards';
import { parseBody, parseParams, parseQuery } from '../../shared/http/validate';
import { astrologerRepository } from '../astrologers/astrologer.repository';
import { reviewRepository } from './review.repository';
import { createReview } from './use-cases/create-review';
import { replyToReview } from './use-cases/reply-to-review';
import { apiText } from '../../shared/i18n/api-text';

async function reviewPage(astrologerId: number, page: number, pageSize: number): Promise<ReviewPage> {
  const astrologer = await astrologerRepository.findById(astrologerId);
  if (!astrologer) throw AppError.notFound('astrologer');
  const reviews = await reviewRepository.pageForAstrologer(astrologerId, page, pageSize);
  return { ...reviews, rating: astrologer.rating, reviewCount: astrologer.reviewCount };
}

/** Reviews of completed sessions: written by their customer, answered by their astrologer, public to all. */
export function createReviewsRouter(ctx: AppContext): Router {
  const router = Router();

  router.post('/consultations/:id/review', ctx.guards.requireRole('user'), async (req, res) => {
    const { id } = parseParams(idParamsSchema, req);
    const input = parseBody(createReviewRequestSchema, req);
    res.status(201).json(await createReview(currentUser(req), id, input));
  });

  router.post('/reviews/:id/reply', ctx.guards.requireRole('astrologer'), async (req, res) => {
    const { id } = parseParams(idParamsSchema, req);
    const { reply } = parseBody(reviewReplyRequestSchema, req);
    res.json(await replyToReview(currentUser(req), id, reply));
  });

  router.get('/astrologers/:id/reviews', async (req, res) => {
    const { id } = parseParams(idParamsSchema, req);
    const { page, pageSize } = parseQuery(reviewListQuerySchema, req);
    const astrologer = await astrologerRepository.findApprovedById(id);
    if (!astrologer) throw AppError.notFound('astrologer');
    res.json(await reviewPage(id, page, pageSize));
  });

  router.get('/astrologer/reviews', ctx.guards.requireRole('astrologer'), async (req, res) => {
    const { astrologerId } = currentUser(req);
    if (!astrologerId) throw AppError.forbidden(apiText('errors.common.noAstrologerProfile'));
    const { page, pageSize } = parseQuery(reviewListQuerySchema, req);
    res.json(await reviewPage(astrologerId, page, pageSize));
  });

  return router;
}
