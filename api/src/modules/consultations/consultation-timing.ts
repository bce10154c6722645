import type { SessionTiming } from '@astrosetu/contracts';

const MINUTE_MS = 60_000;

/** When the booked time (package plus every extension) of a session runs out. */
export function sessionEndsAt(consultation: { createdAt: string; duration: number }): Date {
  return new Date(Date.parse(consultation.createdAt) + consultation.duration * MINUTE_MS);
}

/** The server's clock for a session: the one source the client's countdown is corrected against. */
export function sessionTiming(
  consultation: { id: number; createdAt: string; duration: number },
  autoEndGraceMs: number,
  now: Date = new Date(),
): SessionTiming {
  const endsAt = sessionEndsAt(consultation);
  return {
    consultationId: consultation.id,
    startedAt: consultation.createdAt,
    duration: consultation.duration,
    endsAt: endsAt.toISOString(),
    autoEndAt: new Date(endsAt.getTime() + autoEndGraceMs).toISOString(),
    serverTime: now.toISOString(),
  };
}
