import type { AppConfig } from '../../config/config';
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

/**
 * The session clock's settings of one API, from its configuration and passed by the caller (a router, a socket
 * handler, the sweeper), never a module-level setting: two APIs in one process each keep their own.
 */
export interface SessionClock {
  /** How long after the booked time runs out the server ends the session (CHAT_AUTO_END_GRACE_MS). */
  autoEndGraceMs: number;
  /** How long the birth-details step may keep a joined astrologer waiting (CHAT_BIRTH_DETAILS_STEP_MS). */
  birthDetailsStepMs: number;
}

export function sessionClockOf(config: Pick<AppConfig, 'chat'>): SessionClock {
  return { autoEndGraceMs: config.chat.autoEndGraceMs, birthDetailsStepMs: config.chat.birthDetailsStepMs };
}

/**
 * The deadline of the birth-details step: the astrologer joined, the session has not started, and the
 * server starts it then whether or not the customer gave or skipped the details; null otherwise.
 */
export function sessionStartsBy(
  consultation: { astrologerJoinedAt?: string; startedAt?: string; status?: string; channel?: string },
  birthDetailsStepMs: number,
): Date | null {
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
