import type { CallMediaRequest, CallState, User } from '@astrosetu/contracts';
import { AppError } from '../../../shared/errors/app-error';
import { apiText } from '../../../shared/i18n/api-text';
import type { RealtimeEvents } from '../../../shared/realtime/realtime-events';
import { callStateOf } from '../call-timing';
import { consultationAlreadyEnded, consultationNotFound, requireParticipant } from '../consultation-access';
import { sessionTiming } from '../consultation-timing';
import { consultationRepository, type ConsultationRecord } from '../consultation.repository';

function announce(call: ConsultationRecord, autoEndGraceMs: number, realtime: RealtimeEvents, now: Date): CallState {
  const state = callStateOf(call);
  if (!state) return 'ended';
  realtime.emitToParticipants(call, 'call-state', {
    consultationId: call.id,
    state: state.state,
    ...(state.until ? { until: state.until.toISOString() } : {}),
    ...(state.state === 'connected' ? { timing: sessionTiming(call, autoEndGraceMs, now) } : {}),
  });
  return state.state;
}

/**
 * A participant's browser says what its audio is doing (docs/voice.md#billing). 'connected' (audio packets
 * arrive from the other side): the first report of each side is kept, and when both have reported the billing
 * clock starts, once; on a dropped call, the side is back, and when no side is down the unbilled gap moves the
 * clock. 'reconnecting' (ICE failed or disconnected): billing stops at the first drop until the call is back or
 * the sweeper ends it CALL_RECONNECT_SECONDS later. Returns the call's state after the report.
 */
export async function reportCallMedia(
  actor: User,
  { consultationId, state }: Pick<CallMediaRequest, 'state'> & { consultationId: number },
  autoEndGraceMs: number,
  realtime: RealtimeEvents,
): Promise<CallState> {
  const call = await consultationRepository.findById(consultationId);
  if (!call) throw consultationNotFound();
  const side = requireParticipant(actor, call);
  if (call.channel !== 'call') throw AppError.conflict(apiText('errors.calls.notACall'));
  if (call.status !== 'active') throw consultationAlreadyEnded();
  if (!call.astrologerJoinedAt) throw AppError.conflict(apiText('errors.calls.notAnswered'));
  const now = new Date();

  if (state === 'connected') {
    // A customer whose browser hears the astrologer is there, whichever page reported it (the never-joined rule).
    if (side === 'user' && !call.customerJoinedAt) await consultationRepository.markCustomerJoined(consultationId, now);
    if (!call.startedAt) {
      await consultationRepository.recordCallMedia(consultationId, side, now);
      const started = await consultationRepository.startCallClock(consultationId, now);
      if (started) return announce(started, autoEndGraceMs, realtime, now);
    } else if (call.callDroppedSince) {
      const back = await consultationRepository.markCallBack(consultationId, side, now);
      if (back?.resumed) return announce(back.call, autoEndGraceMs, realtime, now);
    }
  } else if (call.startedAt) {
    const dropped = await consultationRepository.markCallDropped(consultationId, side, now);
    // The first drop is announced; a second side dropping changes nothing the other side needs.
    if (dropped && !call.callDroppedSince) return announce(dropped, autoEndGraceMs, realtime, now);
  }
  const current = await consultationRepository.findById(consultationId);
  return (current && callStateOf(current)?.state) ?? 'ended';
}
