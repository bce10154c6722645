import { NO_SHOW_AUTO_CANCEL_AFTER_MINUTES, NO_SHOW_CANCEL_AFTER_MINUTES, type SessionTiming } from '@astrosetu/contracts';

const MINUTE_MS = 60_000;

/**
 * When the booked time (package plus every extension) of a session runs out, counted from its start
 * (birth-details step done and astrologer joined); null while it has not started.
 */
export function sessionEndsAt(consultation: { startedAt?: string; duration: number }): Date | null {
  if (!consultation.startedAt) return null;
  return new Date(Date.parse(consultation.startedAt) + consultation.duration * MINUTE_MS);
}

/** From then on the customer may cancel a session whose astrologer has not joined, with a full refund. */
export function noShowCancelableAt(consultation: { createdAt: string }): Date {
  return new Date(Date.parse(consultation.createdAt) + NO_SHOW_CANCEL_AFTER_MINUTES * MINUTE_MS);
}

/** The server cancels it then (full refund) if the astrologer still has not joined. */
export function noShowAutoCancelAt(consultation: { createdAt: string }): Date {
  return new Date(Date.parse(consultation.createdAt) + NO_SHOW_AUTO_CANCEL_AFTER_MINUTES * MINUTE_MS);
}

/** The server's clock for a session: the one source the client's countdown is corrected against. */
export function sessionTiming(
  consultation: { id: number; startedAt?: string; duration: number },
  autoEndGraceMs: number,
  now: Date = new Date(),
): SessionTiming {
  const endsAt = sessionEndsAt(consultation);
  return {
    consultationId: consultation.id,
    startedAt: consultation.startedAt ?? null,
    duration: consultation.duration,
    endsAt: endsAt ? endsAt.toISOString() : null,
    autoEndAt: endsAt ? new Date(endsAt.getTime() + autoEndGraceMs).toISOString() : null,
    serverTime: now.toISOString(),
  };
}
