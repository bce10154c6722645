import type { ConsultationEndReason, EndConsultationRequest, User } from '@astrosetu/contracts';
import { runInTransaction } from '../../../db/transactions';
import type { DomainEvents } from '../../../shared/events/domain-events';
import { AppError } from '../../../shared/errors/app-error';
import { consultationAlreadyEnded, consultationNotFound, participantOf, type Participant } from '../consultation-access';
import { noShowCancelableAt } from '../consultation-timing';
import { consultationRepository, type ConsultationRecord } from '../consultation.repository';
import type { RecordSessionReview } from '../session-review-port';
import { finishConsultation } from './finish-consultation';
import type { SessionSettings } from '../session-settings';
import { apiText } from '../../../shared/i18n/api-text';

function reasonFor(participant: Participant | null, consultation: ConsultationRecord, now: Date): ConsultationEndReason {
  if (participant === 'astrologer') return 'ended-by-astrologer';
  if (participant === 'user') {
    // A customer who gave up waiting for an astrologer who never came: the astrologer's no-show.
    const waitedLongEnough = now.getTime() >= noShowCancelableAt(consultation).getTime();
    return !consultation.astrologerJoinedAt && waitedLongEnough ? 'astrologer-no-show' : 'ended-by-customer';
  }
  return 'ended-by-admin';
}

/**
 * Either participant (or an admin) ends a running session, once: a second end gets 409. The unused
 * whole minutes go back to the customer's wallet in the same transaction (all of it when it had not
 * started). A customer's rating of 1-5 becomes the session's review (only for a session that ran), written by
 * `recordReview` in the same transaction.
 */
export async function endConsultation(
  actor: User,
  consultationId: number,
  input: EndConsultationRequest,
  recordReview: RecordSessionReview,
  settings: SessionSettings,
  events: Pick<DomainEvents, 'publish'>,
): Promise<ConsultationRecord> {
  const consultation = await consultationRepository.findById(consultationId);
  if (!consultation) throw consultationNotFound();
  const participant = participantOf(actor, consultation);
  if (!participant && actor.role !== 'admin') throw AppError.forbidden(apiText('errors.consultations.notParticipant'));
  if (consultation.status !== 'active') throw consultationAlreadyEnded();

  const now = new Date();
  const rating = participant === 'user' && input.rating && input.rating >= 1 ? input.rating : undefined;
  const ended = await runInTransaction(async (session) => {
    const finished = await finishConsultation(
      consultationId,
      { endedBy: participant ?? 'admin', endReason: reasonFor(participant, consultation, now), at: now },
      settings,
      session,
    );
    if (!finished) throw consultationAlreadyEnded();
    await consultationRepository.releaseActiveSlot(finished.userId, finished.id, session);
    if (rating && finished.status === 'completed') {
      const review = await recordReview(actor, finished, { rating, review: input.review }, session);
      return { ...finished, reviewId: review.id, rating: review.rating, ...(review.review ? { review: review.review } : {}) };
    }
    return finished;
  });

  // After commit: whoever follows an end (realtime, the catalogue, the waitlist) subscribed at composition.
  await events.publish({ type: 'consultation.ended', consultation: ended });
  return ended;
}
