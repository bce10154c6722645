import { BIRTH_DETAILS_STEP_MINUTES } from '@astrosetu/contracts';
import { consultationRepository } from '../src/modules/consultations/consultation.repository';
import { recordAstrologerJoined, recordDetailsDone } from '../src/modules/consultations/use-cases/start-session';
import type { RealtimeEvents } from '../src/shared/realtime/realtime-events';

/**
 * Starts a booked session the way the product does, for tests about what happens once it runs: the
 * astrologer joins (as opening the chat does; `realtime` is the test server's, so its sockets hear it) and the customer skips the birth-details step. Until then
 * the chat refuses messages (docs/trust.md#no-free-work-before-the-clock).
 */
export async function startSession(consultationId: number, realtime: RealtimeEvents, autoEndGraceMs = 120_000): Promise<void> {
  const booked = await consultationRepository.findById(consultationId);
  if (!booked) throw new Error(`No consultation ${consultationId}`);
  // The default birth-details step (CHAT_BIRTH_DETAILS_STEP_MS unset), as the servers of these tests have.
  const clock = { autoEndGraceMs, birthDetailsStepMs: BIRTH_DETAILS_STEP_MINUTES * 60_000 };
  const joined = await recordAstrologerJoined(booked, clock, realtime);
  const started = await recordDetailsDone(joined, clock, realtime);
  if (!started.startedAt) throw new Error(`Consultation ${consultationId} did not start`);
}
