import { realtimeEvents } from '../../../realtime/realtime-events';
import { sessionTiming } from '../consultation-timing';
import { consultationRepository, type ConsultationRecord } from '../consultation.repository';

/**
 * The billing clock starts when both conditions hold: the customer finished (or skipped) the
 * birth-details step and the astrologer joined. Whichever comes second starts it, once (a conditional
 * update); both sides then hear session-started with the server's clock.
 */
export async function startSessionIfReady(consultationId: number, autoEndGraceMs: number, now: Date = new Date()): Promise<ConsultationRecord | null> {
  const started = await consultationRepository.startIfReady(consultationId, now);
  if (started) {
    realtimeEvents.emitToParticipants(started, 'session-started', { consultationId, timing: sessionTiming(started, autoEndGraceMs, now) });
  }
  return started;
}

/** The astrologer opened the chat: recorded once, announced, and the session starts if the customer is ready. */
export async function recordAstrologerJoined(consultation: ConsultationRecord, autoEndGraceMs: number): Promise<ConsultationRecord> {
  if (consultation.status !== 'active' || consultation.astrologerJoinedAt) return consultation;
  const now = new Date();
  const joined = await consultationRepository.markAstrologerJoined(consultation.id, now);
  if (!joined) return consultation;
  if (joined.astrologerJoinedAt === now.toISOString()) {
    realtimeEvents.emitToParticipants(joined, 'astrologer-joined', { consultationId: joined.id, astrologerJoinedAt: joined.astrologerJoinedAt });
  }
  return (await startSessionIfReady(joined.id, autoEndGraceMs, now)) ?? joined;
}

/** The customer finished or skipped the birth-details step: recorded once; the session starts if the astrologer is there. */
export async function recordDetailsDone(consultation: ConsultationRecord, autoEndGraceMs: number): Promise<ConsultationRecord> {
  if (consultation.status !== 'active' || consultation.detailsDoneAt) return consultation;
  const now = new Date();
  const done = await consultationRepository.markDetailsDone(consultation.id, now);
  if (!done) return consultation;
  return (await startSessionIfReady(done.id, autoEndGraceMs, now)) ?? done;
}
