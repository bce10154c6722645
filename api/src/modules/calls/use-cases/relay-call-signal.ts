import type { CallSignal, User } from '@astrosetu/contracts';
import { AppError } from '../../../shared/errors/app-error';
import { apiText } from '../../../shared/i18n/api-text';
import type { RealtimeEvents } from '../../../shared/realtime/realtime-events';
import { consultationNotFound, requireParticipant } from '../../consultations/consultation-access';
import { consultationRepository } from '../../consultations/consultation.repository';

/**
 * One browser's WebRTC signal (offer, answer, ICE candidate, hang-up) goes to the other participant's own room,
 * never a shared one: only the two people of an answered, running call exchange signals, and nothing is relayed
 * before the astrologer answers or after the end. The server reads nothing in it and keeps nothing (no recording,
 * no SDP stored).
 */
export async function relayCallSignal(
  actor: User,
  consultationId: number,
  signal: CallSignal,
  realtime: RealtimeEvents,
): Promise<{ consultationId: number }> {
  const call = await consultationRepository.findById(consultationId);
  if (!call) throw consultationNotFound();
  const from = requireParticipant(actor, call);
  if (call.channel !== 'call') throw AppError.conflict(apiText('errors.calls.notACall'));
  if (call.status !== 'active' || !call.astrologerJoinedAt) throw AppError.conflict(apiText('errors.calls.notRunning'));
  const event = { consultationId, from, signal };
  if (from === 'user') realtime.emitToAstrologer(call.astrologerId, 'call-signal', event);
  else realtime.emitToUser(call.userId, 'call-signal', event);
  return { consultationId };
}
