import type { ClientSession } from 'mongoose';
import type { Review, User } from '@astrosetu/contracts';
import type { ConsultationRecord } from './consultation.repository';

/**
 * How ending a session records the customer's rating as its review, inside the end's transaction (a review that
 * cannot be written undoes the end). The reviews module implements it (recordReview) and module-routers.ts passes
 * it in, so that consultations does not import reviews, which reads consultations.
 */
export type RecordSessionReview = (
  customer: User,
  ended: ConsultationRecord,
  input: { rating: number; review?: string },
  session: ClientSession,
) => Promise<Pick<Review, 'id' | 'rating' | 'review'>>;
