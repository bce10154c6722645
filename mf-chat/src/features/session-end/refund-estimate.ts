import { ASTROLOGER_EXTENSION_MINUTES, earlyEndRefundInPaise, type Consultation } from '@astrosetu/contracts';

/**
 * What the server would refund if the session ended now (contracts' earlyEndRefundInPaise: unused whole paid
 * minutes at the session's per-minute price; every started minute counts as used; a session that has not
 * started is refunded in full). Only for the confirmation's words: the server computes the real refund.
 */
export function refundIfEndedNow(
  consultation: Pick<Consultation, 'cost' | 'duration' | 'astrologerExtensions'> & { freeFirstMinutes?: number },
  usedMinutes: number,
): number {
  const freeFirstMinutes = consultation.freeFirstMinutes ?? 0;
  const paidMinutes = consultation.duration - consultation.astrologerExtensions * ASTROLOGER_EXTENSION_MINUTES - freeFirstMinutes;
  return earlyEndRefundInPaise({ cost: consultation.cost, duration: consultation.duration, paidMinutes, freeFirstMinutes }, usedMinutes);
}

/** Whole minutes used so far from the seconds left (undefined: the session has not started). */
export function usedMinutesFromRemaining(durationMinutes: number, remainingSeconds: number | undefined): number {
  if (remainingSeconds === undefined) return 0;
  const elapsedSeconds = durationMinutes * 60 - remainingSeconds;
  return Math.max(0, Math.ceil(elapsedSeconds / 60));
}
