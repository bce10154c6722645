import { ASTROLOGER_EXTENSION_MINUTES, earlyEndRefundInPaise, usedMinutesOf, type Consultation } from '@astrosetu/contracts';

/**
 * What the server would refund if the running session ended at `now` (contracts' rule: the unused whole paid
 * minutes at the session's per-minute price, every started minute used; not started: everything). For the
 * confirmation's words only: the server computes the real refund when it ends the session.
 */
export function refundIfEndedNow(
  consultation: Pick<Consultation, 'cost' | 'duration' | 'astrologerExtensions' | 'startedAt'> & { freeFirstMinutes?: number },
  now: Date = new Date(),
): number {
  const freeFirstMinutes = consultation.freeFirstMinutes ?? 0;
  const paidMinutes = consultation.duration - consultation.astrologerExtensions * ASTROLOGER_EXTENSION_MINUTES - freeFirstMinutes;
  return earlyEndRefundInPaise(
    { cost: consultation.cost, duration: consultation.duration, paidMinutes, freeFirstMinutes },
    usedMinutesOf(consultation.startedAt, now),
  );
}
