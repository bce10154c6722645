import type { Review, User } from '@astrosetu/contracts';
import { AppError } from '../../../shared/errors/app-error';
import { reviewRepository } from '../review.repository';
import { apiText } from '../../../shared/i18n/api-text';

/** The reviewed astrologer answers a review publicly, once (a second reply gets 409). */
export async function replyToReview(actor: User, reviewId: number, reply: string): Promise<Review> {
  const review = await reviewRepository.findById(reviewId);
  if (!review) throw AppError.notFound('review');
  if (actor.role !== 'astrologer' || actor.astrologerId !== review.astrologerId) {
    throw AppError.forbidden(apiText('errors.reviews.reviewedAstrologerReplyReview'));
  }
  const replied = await reviewRepository.replyOnce(reviewId, reply, new Date());
  if (!replied) throw AppError.conflict(apiText('errors.reviews.alreadyRepliedReview'));
  return replied;
}
