import { consultationRepository } from '../src/modules/consultations/consultation.repository';
import { recordAstrologerJoined, recordDetailsDone } from '../src/modules/consultations/use-cases/start-session';

/**
 * Starts a booked session the way the product does, for tests about what happens once it runs: the
 * astrologer joins (as opening the chat does) and the customer skips the birth-details step. Until then
 * the chat refuses messages (docs/trust.md#no-free-work-before-the-clock).
 */
export async function startSession(consultationId: number, autoEndGraceMs = 120_000): Promise<void> {
  const booked = await consultationRepository.findById(consultationId);
  if (!booked) throw new Error(`No consultation ${consultationId}`);
  const joined = await recordAstrologerJoined(booked, autoEndGraceMs);
  const started = await recordDetailsDone(joined, autoEndGraceMs);
  if (!started.startedAt) throw new Error(`Consultation ${consultationId} did not start`);
}
