import { CALL_RING_SECONDS, type Consultation, type NewConsultationForAstrologerEvent } from '@astrosetu/contracts';

/** A call ringing on the astrologer's dashboard: who calls, about what, for how long, and until when it rings. */
export interface RingingCall {
  consultationId: number;
  customerName: string;
  topic: string;
  minutes: number;
  /** When it becomes a missed call, in this browser's clock (ms since the epoch). */
  ringsUntil: number;
}

/** A call that rang out (or that the customer gave up on) before the astrologer answered. */
export interface MissedCall {
  consultationId: number;
  customerName: string;
  topic: string;
}

const RING_MS = CALL_RING_SECONDS * 1000;

/**
 * The deadline as this browser counts it. The server's time is kept within the ring window: a clock running behind
 * the server's must not show a call ringing for longer than a call can ring.
 */
function deadlineFrom(serverDeadline: string | undefined, now: number): number {
  const parsed = serverDeadline ? Date.parse(serverDeadline) : Number.NaN;
  if (Number.isNaN(parsed)) return now + RING_MS;
  return Math.min(parsed, now + RING_MS);
}

/** A call just booked (the event carries no deadline: it rings for CALL_RING_SECONDS from now). */
export function ringingCallFromEvent(event: NewConsultationForAstrologerEvent, now: number): RingingCall {
  return { consultationId: event.consultationId, customerName: event.userName, topic: event.topic, minutes: event.duration, ringsUntil: now + RING_MS };
}

/** The astrologer's active calls still ringing (the dashboard opened, or reloaded, while a call rings). */
export function ringingCallsOf(consultations: readonly Consultation[], now: number): RingingCall[] {
  return consultations
    .filter((consultation) => consultation.status === 'active' && consultation.channel === 'call' && consultation.callState === 'ringing')
    .map((consultation) => ({
      consultationId: consultation.id,
      customerName: consultation.user.username,
      topic: consultation.topic,
      minutes: consultation.duration,
      ringsUntil: deadlineFrom(consultation.callStateUntil, now),
    }))
    .filter((call) => call.ringsUntil > now);
}

/**
 * Whole seconds left to answer, 0 to CALL_RING_SECONDS: the clock that `now` comes from pauses while nothing rings,
 * and its first reading for a new call may be old for one render.
 */
export function secondsLeftToAnswer(call: RingingCall, now: number): number {
  return Math.min(CALL_RING_SECONDS, Math.max(0, Math.ceil((call.ringsUntil - now) / 1000)));
}

/** As the countdown reads it: m:ss. */
export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export function missedCallOf(call: RingingCall): MissedCall {
  return { consultationId: call.consultationId, customerName: call.customerName, topic: call.topic };
}
