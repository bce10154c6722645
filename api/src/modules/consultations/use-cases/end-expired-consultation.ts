import { runInTransaction } from '../../../db/transactions';
import { realtimeEvents } from '../../../realtime/realtime-events';
import { astrologerCatalog } from '../../astrologers/astrologer-catalog';
import { consultationExpiryRepository } from '../consultation-expiry.repository';
import { sessionEndsAt } from '../consultation-timing';
import { consultationRepository, type ConsultationRecord } from '../consultation.repository';
import { finishConsultation } from './finish-consultation';

export interface EndExpiredOptions {
  /** How long after the booked time runs out the server ends the session (spec: 2 minutes). */
  graceMs: number;
  /** Who is ending it (an instance id): only the holder of the end lease goes on. */
  holder: string;
  now?: Date;
}

/** Long enough for one end transaction; a crashed holder's lease runs out after this. */
const END_LEASE_MS = 30_000;

/**
 * The server ends a session nobody ended, `graceMs` after its time ran out, and tells both people.
 * Null when it is not due (extended meanwhile), already ended, or another instance is ending it.
 */
export async function endExpiredConsultation(consultationId: number, options: EndExpiredOptions): Promise<ConsultationRecord | null> {
  const now = options.now ?? new Date();
  const isDue = (consultation: ConsultationRecord) =>
    consultation.status === 'active' && sessionEndsAt(consultation).getTime() + options.graceMs <= now.getTime();

  const candidate = await consultationRepository.findById(consultationId);
  if (!candidate || !isDue(candidate)) return null;
  if (!(await consultationExpiryRepository.claimEnd(consultationId, options.holder, END_LEASE_MS, now))) return null;

  const ended = await runInTransaction(async (session) => {
    // Read again inside the transaction: an extension may have landed since the sweep looked.
    const current = await consultationRepository.findById(consultationId, session);
    if (!current || !isDue(current)) return null;
    const finished = await finishConsultation(consultationId, { endedBy: 'system' }, session);
    if (finished) await consultationRepository.releaseActiveSlot(finished.userId, finished.id, session);
    return finished;
  });
  if (!ended) return null;

  // The astrologer's totals changed at commit: the public catalogue must not keep older figures.
  astrologerCatalog.invalidate();
  realtimeEvents.emitToParticipants(ended, 'consultation-ended', { consultationId: ended.id, endedBy: 'system' });
  return ended;
}
