import { CALL_RING_SECONDS, type User } from '@astrosetu/contracts';
import { runInTransaction } from '../../../db/transactions';
import { AppError } from '../../../shared/errors/app-error';
import { apiText } from '../../../shared/i18n/api-text';
import type { RealtimeEvents } from '../../../shared/realtime/realtime-events';
import { astrologerAdminRepository } from '../../astrologers/astrologer-admin.repository';
import { consultationAlreadyEnded, consultationNotFound, requireParticipant } from '../consultation-access';
import { callStateOf } from '../call-timing';
import { consultationRepository, type ConsultationRecord } from '../consultation.repository';
import type { DomainEvents } from '../../../shared/events/domain-events';
import { finishConsultation } from './finish-consultation';
import type { SessionSettings } from '../session-settings';

/** The astrologer's own ringing call, or the reason it cannot be answered now. */
async function ringingCallOf(actor: User, consultationId: number): Promise<ConsultationRecord> {
  const call = await consultationRepository.findById(consultationId);
  if (!call) throw consultationNotFound();
  if (requireParticipant(actor, call) !== 'astrologer') throw AppError.forbidden(apiText('errors.calls.onlyAstrologerAnswers'));
  if (call.channel !== 'call') throw AppError.conflict(apiText('errors.calls.notACall'));
  if (call.status !== 'active') throw consultationAlreadyEnded();
  return call;
}

/**
 * The astrologer answers (docs/voice.md): recorded once (a second answer changes nothing), the run of missed calls
 * ends, and both sides hear `answered` with the moment the call ends unconnected if no audio flows by then. The
 * billing clock does not start here: it starts when both browsers report audio (reportCallMedia).
 */
export async function acceptCall(actor: User, consultationId: number, realtime: RealtimeEvents): Promise<ConsultationRecord> {
  const call = await ringingCallOf(actor, consultationId);
  if (call.astrologerJoinedAt) return call;
  const now = new Date();
  if (now.getTime() >= Date.parse(call.createdAt) + CALL_RING_SECONDS * 1000) throw AppError.conflict(apiText('errors.calls.rangOut'));
  const answered = (await consultationRepository.markAstrologerJoined(consultationId, now)) ?? call;
  await astrologerAdminRepository.resetMissedCalls(answered.astrologerId);
  const state = callStateOf(answered);
  if (state) {
    realtime.emitToParticipants(answered, 'call-state', {
      consultationId,
      state: state.state,
      ...(state.until ? { until: state.until.toISOString() } : {}),
    });
  }
  return answered;
}

/**
 * The astrologer cannot take the call: it ends as cancelled with a full refund (nothing was billed), and both sides
 * are told why. Only a ringing call can be declined; an answered one is ended like any session.
 */
export async function declineCall(
  actor: User,
  consultationId: number,
  settings: SessionSettings,
  events: Pick<DomainEvents, 'publish'>,
): Promise<ConsultationRecord> {
  const call = await ringingCallOf(actor, consultationId);
  if (call.astrologerJoinedAt) throw AppError.conflict(apiText('errors.calls.alreadyAnswered'));
  const ended = await runInTransaction(async (session) => {
    const finished = await finishConsultation(consultationId, { endedBy: 'astrologer', endReason: 'declined-call' }, settings, session);
    if (!finished) throw consultationAlreadyEnded();
    await consultationRepository.releaseActiveSlot(finished.userId, finished.id, session);
    return finished;
  });
  // Declining is an answer: the run of missed calls is over.
  await astrologerAdminRepository.resetMissedCalls(ended.astrologerId);
  await events.publish({ type: 'consultation.ended', consultation: ended });
  return ended;
}
