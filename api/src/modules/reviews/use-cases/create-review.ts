import type { ClientSession } from 'mongoose';
import type { Review, User } from '@astrosetu/contracts';
import { runInTransaction } from '../../../db/transactions';
import { AppError } from '../../../shared/errors/app-error';
import { astrologerCatalog } from '../../astrologer-catalog/astrologer-catalog';
import { astrologerRepository } from '../../astrologers/astrologer.repository';
import { consultationNotFound } from '../../consultations/consultation-access';
import { consultationRepository, type ConsultationRecord } from '../../consultations/consultation.repository';
import { notifyUsers } from '../../notifications/use-cases/notify-users';
import { reviewRepository } from '../review.repository';
import { apiText } from '../../../shared/i18n/api-text';

export interface ReviewInput {
  rating: number;
  review?: string;
}

const alreadyReviewed = () => AppError.conflict(apiText('errors.reviews.alreadyReviewedConsultation'));

/** Public pages show the first word of the username only. */
function publicName(username: string): string {
  return username.trim().split(/[\s@._-]+/)[0] || 'Customer';
}

/**
 * Inside a transaction: the review of a completed session (once), linked to the consultation, and
 * added to the astrologer's rating and review count (which come from reviews only).
 */
export async function recordReview(
  customer: User,
  consultation: ConsultationRecord,
  input: ReviewInput,
  session: ClientSession,
): Promise<Review> {
  let review: Review;
  try {
    review = await reviewRepository.create(
      {
        consultationId: consultation.id,
        astrologerId: consultation.astrologerId,
        userId: customer.id,
        customerName: publicName(customer.username),
        rating: input.rating,
        ...(input.review ? { review: input.review } : {}),
      },
      session,
    );
  } catch (error) {
    if ((error as { code?: unknown }).code === 11000) throw alreadyReviewed();
    throw error;
  }
  const linked = await consultationRepository.attachReview(consultation.id, { reviewId: review.id, rating: review.rating, review: review.review }, session);
  if (!linked) throw alreadyReviewed();
  await astrologerRepository.recordReview(consultation.astrologerId, review.rating, session);
  const astrologer = await astrologerRepository.findById(consultation.astrologerId, session);
  await notifyUsers(
    [
      {
        userId: astrologer?.userId,
        title: apiText('notifications.review.title'),
        message: apiText('notifications.review.message', { customer: review.customerName, id: consultation.id, rating: review.rating }),
        reference: { type: 'review', id: review.id },
      },
    ],
    session,
  );
  return review;
}

/** POST /api/consultations/{id}/review: the customer of a completed session rates it once. */
export async function createReview(customer: User, consultationId: number, input: ReviewInput): Promise<Review> {
  const consultation = await consultationRepository.findById(consultationId);
  if (!consultation) throw consultationNotFound();
  if (customer.role !== 'user' || customer.id !== consultation.userId) {
    throw AppError.forbidden(apiText('errors.reviews.customerConsultationReview'));
  }
  if (consultation.status !== 'completed') {
    throw AppError.conflict(
      consultation.status === 'active' ? apiText('errors.reviews.reviewAfterEnd') : apiText('errors.reviews.cancelledCannotReview'),
    );
  }
  if (consultation.reviewId) throw alreadyReviewed();
  const review = await runInTransaction((session) => recordReview(customer, consultation, input, session));
  astrologerCatalog.invalidate();
  return review;
}
