import type { RealtimeEvents } from '../../../shared/realtime/realtime-events';
import { birthDetailsDeadlines } from '../birth-details-deadline';
import { sessionStartsBy, sessionTiming, type SessionClock } from '../consultation-timing';
import { consultationRepository, type ConsultationRecord } from '../consultation.repository';

/** Both sides hear session-started with the server's clock; the chat opens for messages. */
function announceStart(started: ConsultationRecord, clock: SessionClock, realtime: RealtimeEvents, now: Date): void {
  birthDetailsDeadlines.cancel(started.id);
  realtime.emitToParticipants(started, 'session-started', { consultationId: started.id, timing: sessionTiming(started, clock.autoEndGraceMs, now) });
}

/**
 * The billing clock starts when both conditions hold: the customer finished (or skipped) the
 * birth-details step and the astrologer joined. Whichever comes second starts it, once (a conditional
 * update); both sides then hear session-started with the server's clock.
 */
export async function startSessionIfReady(
  consultationId: number,
  clock: SessionClock,
  realtime: RealtimeEvents,
  now: Date = new Date(),
): Promise<ConsultationRecord | null> {
  const started = await consultationRepository.startIfReady(consultationId, now);
  if (started) announceStart(started, clock, realtime, now);
  return started;
}

/**
 * The birth-details step ran out (BIRTH_DETAILS_STEP_MINUTES after the astrologer joined): the session starts
 * without the details; the clock waits for the customer, never the astrologer. Null when it is not due, already
 * started (the customer finished the step at the same moment: the same conditional update lets one win) or ended.
 */
export async function startSessionAtDeadline(
  consultationId: number,
  clock: SessionClock,
  realtime: RealtimeEvents,
  now: Date = new Date(),
): Promise<ConsultationRecord | null> {
  const started = await consultationRepository.startAtDeadline(consultationId, now, new Date(now.getTime() - clock.birthDetailsStepMs));
  if (started) announceStart(started, clock, realtime, now);
  return started;
}

/** Arms the deadline of a joined session that has not started. */
function armDeadline(consultation: ConsultationRecord, clock: SessionClock, realtime: RealtimeEvents): void {
  const startsBy = sessionStartsBy(consultation, clock.birthDetailsStepMs);
  if (startsBy) birthDetailsDeadlines.schedule(consultation.id, startsBy, () => startSessionAtDeadline(consultation.id, clock, realtime));
}

/** The astrologer opened the chat: recorded once, announced, and the session starts if the customer is ready. */
export async function recordAstrologerJoined(consultation: ConsultationRecord, clock: SessionClock, realtime: RealtimeEvents): Promise<ConsultationRecord> {
  if (consultation.status !== 'active' || consultation.astrologerJoinedAt) return consultation;
  const now = new Date();
  const joined = await consultationRepository.markAstrologerJoined(consultation.id, now);
  if (!joined) return consultation;
  if (joined.astrologerJoinedAt === now.toISOString()) {
    // With the birth details already done the session starts right below (session-started follows).
    const startsBy = joined.detailsDoneAt ? null : sessionStartsBy(joined, clock.birthDetailsStepMs);
    realtime.emitToParticipants(joined, 'astrologer-joined', {
      consultationId: joined.id,
      astrologerJoinedAt: joined.astrologerJoinedAt,
      ...(startsBy ? { startsBy: startsBy.toISOString() } : {}),
    });
  }
  const started = await startSessionIfReady(joined.id, clock, realtime, now);
  if (!started) armDeadline(joined, clock, realtime);
  return started ?? joined;
}

/** The customer finished or skipped the birth-details step: recorded once; the session starts if the astrologer is there. */
export async function recordDetailsDone(consultation: ConsultationRecord, clock: SessionClock, realtime: RealtimeEvents): Promise<ConsultationRecord> {
  if (consultation.status !== 'active' || consultation.detailsDoneAt) return consultation;
  const now = new Date();
  const done = await consultationRepository.markDetailsDone(consultation.id, now);
  if (!done) return consultation;
  // Losing the start to the deadline at the same moment: answer with the session as it now is (started).
  return (await startSessionIfReady(done.id, clock, realtime, now)) ?? (done.astrologerJoinedAt ? await consultationRepository.findById(done.id) : null) ?? done;
}
