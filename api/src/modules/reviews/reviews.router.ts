import { Router } from 'express';
import { reviewsEndpoints, type ReviewPage } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/errors/app-error';
import { currentUser } from '../../shared/http/auth-guards';
import { endpointServer } from '../../shared/http/serve-endpoint';
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
  const serve = endpointServer(router, ctx.guards);

  serve(reviewsEndpoints.create, async ({ params, body }, req) => createReview(currentUser(req), params.id, body));

  serve(reviewsEndpoints.reply, async ({ params, body }, req) => replyToReview(currentUser(req), params.id, body.reply));

  serve(reviewsEndpoints.ofAstrologer, async ({ params, query }) => {
    const astrologer = await astrologerRepository.findApprovedById(params.id);
    if (!astrologer) throw AppError.notFound('astrologer');
    return reviewPage(params.id, query.page, query.pageSize);
  });

  serve(reviewsEndpoints.own, async ({ query }, req) => {
    const { astrologerId } = currentUser(req);
    if (!astrologerId) throw AppError.forbidden(apiText('errors.common.noAstrologerProfile'));
    return reviewPage(astrologerId, query.page, query.pageSize);
  });

  return router;
}
