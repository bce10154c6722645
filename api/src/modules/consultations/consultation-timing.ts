import { BIRTH_DETAILS_STEP_MINUTES, NO_SHOW_AUTO_CANCEL_AFTER_MINUTES, NO_SHOW_CANCEL_AFTER_MINUTES, type SessionTiming } from '@astrosetu/contracts';

const MINUTE_MS = 60_000;

/**
 * When the booked time (package plus every extension) of a session runs out, counted from its start
 * (birth-details step done and astrologer joined); null while it has not started.
 */
export function sessionEndsAt(consultation: { startedAt?: string; duration: number }): Date | null {
  if (!consultation.startedAt) return null;
  return new Date(Date.parse(consultation.startedAt) + consultation.duration * MINUTE_MS);
}

/** How long the birth-details step may keep a joined astrologer waiting (CHAT_BIRTH_DETAILS_STEP_MS, read at start). */
let birthDetailsStepMs = BIRTH_DETAILS_STEP_MINUTES * MINUTE_MS;

export function configureBirthDetailsStep(options: { stepMs: number }): void {
  birthDetailsStepMs = options.stepMs;
}

export function birthDetailsStepMsSetting(): number {
  return birthDetailsStepMs;
}

/**
 * The deadline of the birth-details step: the astrologer joined, the session has not started, and the
 * server starts it then whether or not the customer gave or skipped the details; null otherwise.
 */
export function sessionStartsBy(consultation: { astrologerJoinedAt?: string; startedAt?: string; status?: string; channel?: string }): Date | null {
  // A call starts when its audio flows (call-timing.ts), never at a birth-details deadline.
  if (consultation.channel === 'call' || !consultation.astrologerJoinedAt || consultation.startedAt || (consultation.status && consultation.status !== 'active')) return null;
  return new Date(Date.parse(consultation.astrologerJoinedAt) + birthDetailsStepMs);
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
