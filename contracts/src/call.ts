import { z } from 'zod';
import { idSchema } from './ids';
import type { SessionTiming } from './realtime';

/**
 * Voice consultations (docs/voice.md). A call is a consultation whose channel is 'call': booked, paid, extended and
 * refunded by the chat's rules, with three differences the server enforces:
 * - it rings: the astrologer accepts or declines within CALL_RING_SECONDS, else it is a missed call (full refund);
 * - the billing clock starts when both browsers report audio flowing, not when the astrologer answers;
 * - time while the call is dropped and reconnecting is not billed (at most CALL_RECONNECT_SECONDS, then it ends).
 */
export const consultationChannels = ['chat', 'call'] as const;
export type ConsultationChannel = (typeof consultationChannels)[number];

/** How long a call rings before it is a missed call. */
export const CALL_RING_SECONDS = 60;
/** How long an answered call may take to connect its audio before it ends unbilled (full refund). */
export const CALL_CONNECT_SECONDS = 60;
/** How long a dropped call may reconnect before it ends (the dropped time is never billed). */
export const CALL_RECONNECT_SECONDS = 60;
/** An astrologer who misses this many calls in a row is set offline. */
export const MISSED_CALLS_BEFORE_OFFLINE = 3;

/** Where a call stands, as both sides see it. */
export const callStates = ['ringing', 'answered', 'connected', 'reconnecting', 'ended'] as const;
export type CallState = (typeof callStates)[number];

const sdpSchema = z.string().min(1, 'sdp is required').max(20_000, 'sdp must be at most 20000 characters');

/** An ICE candidate as RTCIceCandidate.toJSON() gives it. */
export const iceCandidateSchema = z.object({
  candidate: z.string().max(2_000, 'candidate must be at most 2000 characters'),
  sdpMid: z.string().max(100).nullable().optional(),
  sdpMLineIndex: z.number().int().min(0).max(100).nullable().optional(),
  usernameFragment: z.string().max(256).nullable().optional(),
});
export type IceCandidate = z.infer<typeof iceCandidateSchema>;

/**
 * What one browser sends the other through the server. An ICE restart (reconnection) is a new offer made with
 * iceRestart; hang-up tells the other side at once (the end itself is POST /api/consultations/{id}/end).
 */
export const callSignalSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('offer'), sdp: sdpSchema }),
  z.object({ kind: z.literal('answer'), sdp: sdpSchema }),
  z.object({ kind: z.literal('ice-candidate'), candidate: iceCandidateSchema }),
  z.object({ kind: z.literal('hang-up') }),
]);
export type CallSignal = z.infer<typeof callSignalSchema>;

/** Socket command call-signal: relayed to the other participant only, while the call is answered and not ended. */
export const callSignalRequestSchema = z.object({ consultationId: idSchema, signal: callSignalSchema });
export type CallSignalRequest = z.input<typeof callSignalRequestSchema>;

/**
 * Socket command call-media: what this browser's connection is doing. 'connected' once audio packets arrive from the
 * other side (inbound-rtp packetsReceived > 0); 'reconnecting' when ICE fails or disconnects. The server starts the
 * billing clock when both sides have reported 'connected', and stops counting while either side is 'reconnecting'.
 */
export const callMediaRequestSchema = z.object({
  consultationId: idSchema,
  state: z.enum(['connected', 'reconnecting'], { message: "state must be 'connected' or 'reconnecting'" }),
});
export type CallMediaRequest = z.input<typeof callMediaRequestSchema>;

/** Server event call-signal: what the other side sent. */
export interface CallSignalEvent {
  consultationId: number;
  from: 'user' | 'astrologer';
  signal: CallSignal;
}

/** Server event call-state: the call's state changed (both participants hear it). */
export interface CallStateEvent {
  consultationId: number;
  state: CallState;
  /** While ringing: when it becomes a missed call. While reconnecting: when the call ends unless it comes back. */
  until?: string;
  /** Connected (first or again): the server's clock from now on; a reconnection moves its end by the unbilled gap. */
  timing?: SessionTiming;
}

/** GET /api/calls/{consultationId}/ice-servers: RTCConfiguration.iceServers for this call. */
export const iceServerSchema = z.object({
  urls: z.array(z.string()),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export const iceServersResponseSchema = z.object({
  iceServers: z.array(iceServerSchema),
  /** Whether a TURN relay is offered (false: STUN only, calls behind strict NATs may not connect). */
  relay: z.boolean(),
  /** When the TURN credential stops working (ISO time); absent without TURN. */
  expiresAt: z.string().optional(),
  /**
   * RTCConfiguration.iceTransportPolicy: 'relay' (CALL_RELAY_ONLY=on, with TURN) sends all audio through the relay,
   * so neither side ever learns the other's IP address; 'all' lets the browsers connect directly when they can.
   */
  iceTransportPolicy: z.enum(['all', 'relay']),
});
export type IceServersResponse = z.infer<typeof iceServersResponseSchema>;

/** POST /api/calls/{consultationId}/accept and /decline answer with the call's state. */
export const callAnswerResponseSchema = z.object({ consultationId: z.number().int().positive(), state: z.enum(callStates) });
export type CallAnswerResponse = z.infer<typeof callAnswerResponseSchema>;
