import type { ConsultationEndReason, EndConsultationRequest, User } from '@astrosetu/contracts';
import { runInTransaction } from '../../../db/transactions';
import { realtimeEvents } from '../../../shared/realtime/realtime-events';
import { astrologerCatalog } from '../../astrologer-catalog/astrologer-catalog';
import { AppError } from '../../../shared/errors/app-error';
import { userRepository } from '../../users/user.repository';
import { consultationAlreadyEnded, consultationNotFound, participantOf, type Participant } from '../consultation-access';
import { noShowCancelableAt } from '../consultation-timing';
import { notifyConsultationEnded } from '../consultation-end-listeners';
import { consultationRepository, type ConsultationRecord } from '../consultation.repository';
import type { RecordSessionReview } from '../session-review-port';
import { endedEvent, finishConsultation } from './finish-consultation';
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

  await announceEnd(ended);
  return ended;
}

/** After commit: fresh catalogue figures, both sides hear why it ended, the customer's new balance. */
export async function announceEnd(ended: ConsultationRecord): Promise<void> {
  astrologerCatalog.invalidate();
  realtimeEvents.emitToParticipants(ended, 'consultation-ended', endedEvent(ended));
  notifyConsultationEnded(ended);
  if ((ended.refundedAmount ?? 0) > 0) {
    const balance = await userRepository.findBalance(ended.userId);
    if (balance !== null) realtimeEvents.emitToUser(ended.userId, 'wallet-updated', { balance });
  }
}
