import { CALL_CONNECT_SECONDS, CALL_RECONNECT_SECONDS, CALL_RING_SECONDS, type CallState } from '@astrosetu/contracts';
import type { ConsultationRecord } from './consultation.repository';

type CallFields = Pick<ConsultationRecord, 'channel' | 'status' | 'createdAt' | 'astrologerJoinedAt' | 'startedAt' | 'callDroppedSince'>;

const after = (from: string, seconds: number) => new Date(Date.parse(from) + seconds * 1000);

/**
 * Where a call stands and until when the server waits in that state (docs/voice.md): ringing until the astrologer
 * answers (then a missed call), answered until audio flows (then it ends unconnected), reconnecting until the
 * connection is back (then it ends, billed to the drop). Undefined for a chat.
 */
export function callStateOf(call: CallFields): { state: CallState; until?: Date } | undefined {
  if (call.channel !== 'call') return undefined;
  if (call.status !== 'active') return { state: 'ended' };
  if (!call.astrologerJoinedAt) return { state: 'ringing', until: after(call.createdAt, CALL_RING_SECONDS) };
  if (!call.startedAt) return { state: 'answered', until: after(call.astrologerJoinedAt, CALL_CONNECT_SECONDS) };
  if (call.callDroppedSince) return { state: 'reconnecting', until: after(call.callDroppedSince, CALL_RECONNECT_SECONDS) };
  return { state: 'connected' };
}

/** The moment billing stops for an end at `at`: a dropped call is billed only up to its drop. */
export function billedUntil(call: Pick<ConsultationRecord, 'callDroppedSince'>, at: Date): Date {
  const dropped = call.callDroppedSince ? new Date(call.callDroppedSince) : undefined;
  return dropped && dropped.getTime() < at.getTime() ? dropped : at;
}
