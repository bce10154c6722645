import type { EndConsultationRequest, User } from '@astrosetu/contracts';
import { runInTransaction } from '../../../db/transactions';
import { realtimeEvents } from '../../../realtime/realtime-events';
import { astrologerCatalog } from '../../astrologers/astrologer-catalog';
import { AppError } from '../../../shared/errors/app-error';
import { consultationAlreadyEnded, consultationNotFound, participantOf } from '../consultation-access';
import { consultationRepository, type ConsultationRecord } from '../consultation.repository';
import { finishConsultation } from './finish-consultation';

/**
 * Either participant (or an admin) ends a running session, once: a second end gets 409. Only the
 * customer's rating and review are recorded; a rating of 1-5 updates the astrologer's average.
 */
export async function endConsultation(actor: User, consultationId: number, input: EndConsultationRequest): Promise<ConsultationRecord> {
  const consultation = await consultationRepository.findById(consultationId);
  if (!consultation) throw consultationNotFound();
  const participant = participantOf(actor, consultation);
  if (!participant && actor.role !== 'admin') throw AppError.forbidden('You are not a participant of this consultation');
  if (consultation.status !== 'active') throw consultationAlreadyEnded();

  const byCustomer = participant === 'user';
  const ended = await runInTransaction(async (session) => {
    const finished = await finishConsultation(
      consultationId,
      {
        endedBy: participant ?? 'admin',
        ...(byCustomer ? { rating: input.rating, review: input.review } : {}),
      },
      session,
    );
    if (!finished) throw consultationAlreadyEnded();
    await consultationRepository.releaseActiveSlot(finished.userId, finished.id, session);
    return finished;
  });

  // The astrologer's totals changed at commit: the public catalogue must not keep older figures.
  astrologerCatalog.invalidate();
  realtimeEvents.emitToParticipants(ended, 'consultation-ended', { consultationId: ended.id, endedBy: participant ?? 'admin' });
  return ended;
}
