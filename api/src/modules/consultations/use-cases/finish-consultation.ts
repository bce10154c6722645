import type { ClientSession } from 'mongoose';
import type { EndedBy } from '../consultation.model';
import { consultationRepository, type ConsultationRecord } from '../consultation.repository';
import { astrologerRepository } from '../../astrologers/astrologer.repository';
import { notifyUsers } from '../../notifications/use-cases/notify-users';

export interface FinishChange {
  endedBy: EndedBy;
  /** 1-5 counts as a rating; 0 or none means not rated. */
  rating?: number;
  review?: string;
}

/**
 * The bookkeeping every session end shares, inside the caller's transaction: mark it completed (once),
 * add it to the astrologer's totals and rating, and tell both people. Null when it had already ended.
 */
export async function finishConsultation(
  consultationId: number,
  change: FinishChange,
  session: ClientSession,
): Promise<ConsultationRecord | null> {
  const rating = change.rating && change.rating >= 1 ? change.rating : undefined;
  const ended = await consultationRepository.markEnded(consultationId, { ...change, rating }, session);
  if (!ended) return null;
  await astrologerRepository.recordCompletedSession(ended.astrologerId, { earnings: ended.cost, rating }, session);
  const astrologer = await astrologerRepository.findById(ended.astrologerId, session);
  const reference = { type: 'consultation', id: ended.id };
  await notifyUsers(
    [
      {
        userId: ended.userId,
        title: 'Session ended',
        message: `Your ${ended.duration}-minute consultation with ${astrologer?.name ?? 'your astrologer'} has ended.`,
        reference,
      },
      {
        userId: astrologer?.userId,
        title: 'Session ended',
        message: `Consultation #${ended.id} (${ended.topic}) has ended.`,
        reference,
      },
    ],
    session,
  );
  return ended;
}
