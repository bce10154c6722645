import { z } from 'zod';
import { consultationChannels, type CallMediaRequest, type CallSignalEvent, type CallSignalRequest, type CallState, type CallStateEvent } from './call';
import { sendChatMessageRequestSchema, senderTypes, type ChatMessage, type SenderType } from './chat';
import { consultationEndReasons, type Consultation } from './consultation';
import type { ErrorBody } from './error';
import type { Notification } from './notification';
import { idSchema } from './ids';
import type { AstrologerWaitlist, WaitlistEntry } from './waitlist';
import { validationText } from './validation-text';

/**
 * Socket.IO (path /socket.io/). The client authenticates with `auth: { token }` in the handshake.
 * On connect every socket joins its user's room; an astrologer's socket also joins its astrologer
 * room; `join-consultation` adds the consultation's room after checking that the user takes part.
 *
 * Commands (client -> server) always answer through their acknowledgement with `{ data }` or
 * `{ error }` (the HTTP error body's inner object) and never leave the client waiting. Events
 * (server -> client) are sent only after the write they announce has been stored.
 */

// ---------------------------------------------------------------------------------------------
// Server -> client events
// ---------------------------------------------------------------------------------------------

export const newConsultationForAstrologerEventSchema = z.object({
  consultationId: z.number().int().positive(),
  userId: z.number().int().positive(),
  userName: z.string(),
  topic: z.string(),
  duration: z.number().int().positive(),
  /** 'call': the astrologer's phone rings (accept or decline within CALL_RING_SECONDS); 'chat': a chat is waiting. */
  channel: z.enum(consultationChannels),
});
export type NewConsultationForAstrologerEvent = z.infer<typeof newConsultationForAstrologerEventSchema>;

export const sessionExtendedEventSchema = z.object({
  consultationId: z.number().int().positive(),
  extendedBy: z.enum(['user', 'astrologer']),
  /** Minutes added by this extension. */
  duration: z.number().int().positive(),
  /** The consultation's booked minutes after the extension. */
  totalDuration: z.number().int().positive(),
});
export type SessionExtendedEvent = z.infer<typeof sessionExtendedEventSchema>;

export const consultationEndedEventSchema = z.object({
  consultationId: z.number().int().positive(),
  /** 'system': the server ended it (time ran out, the astrologer never joined, a lost connection). */
  endedBy: z.enum(['user', 'astrologer', 'admin', 'system']),
  /** Why it ended: both sides get it (consultationEndReasonText has the words). */
  endReason: z.enum(consultationEndReasons),
  /** 'cancelled' when it ended before it started. */
  status: z.enum(['completed', 'cancelled']),
  /** Whole minutes used. */
  usedMinutes: z.number().int().nonnegative(),
  /** Paise returned to the customer's wallet. */
  refundedAmount: z.number().int().nonnegative(),
});
export type ConsultationEndedEvent = z.infer<typeof consultationEndedEventSchema>;

/**
 * session-started: the billing clock started (the birth-details step is done and the astrologer has
 * joined); `timing` is the server's clock from now on. astrologer-joined: the astrologer opened the
 * chat (the session starts when the birth-details step is done too).
 */
export interface SessionStartedEvent {
  consultationId: number;
  timing: SessionTiming;
}
export interface AstrologerJoinedEvent {
  consultationId: number;
  astrologerJoinedAt: string;
  /** The session starts then at the latest (the birth-details step's deadline); absent when it already started. */
  startsBy?: string;
}

/** typing-start / typing-stop, sent to the other people in the consultation's room. */
export const typingEventSchema = z.object({
  consultationId: z.number().int().positive(),
  userId: z.number().int().positive(),
  senderType: z.enum(senderTypes),
  name: z.string(),
});
export type TypingEvent = z.infer<typeof typingEventSchema>;

/**
 * message-delivered / message-read: the reader's side (`by`) has received (or read) every message of
 * the other side up to and including `messageId`. Receipts are watermarks: they only move forward.
 */
export const receiptEventSchema = z.object({
  consultationId: z.number().int().positive(),
  messageId: z.number().int().positive(),
  by: z.enum(senderTypes),
});
export type ReceiptEvent = z.infer<typeof receiptEventSchema>;

/** Events the server emits. */
export interface ServerToClientEvents {
  'new-consultation-for-astrologer': (event: NewConsultationForAstrologerEvent) => void;
  'session-extended': (event: SessionExtendedEvent) => void;
  'consultation-ended': (event: ConsultationEndedEvent) => void;
  'session-started': (event: SessionStartedEvent) => void;
  'astrologer-joined': (event: AstrologerJoinedEvent) => void;
  'wallet-updated': (event: { balance: number }) => void;
  /** A notification stored for the signed-in account (e.g. a favourite astrologer came online). */
  'notification-created': (notification: Notification) => void;
  /** A stored chat message, sent to the consultation's room (the sender's other tabs included). */
  'new-message': (message: ChatMessage) => void;
  'typing-start': (event: TypingEvent) => void;
  'typing-stop': (event: TypingEvent) => void;
  'message-delivered': (event: ReceiptEvent) => void;
  'message-read': (event: ReceiptEvent) => void;
  /** The customer's place in a waitlist changed (position, estimate, called, expired). */
  'waitlist-updated': (entry: WaitlistEntry) => void;
  /** The astrologer's queue changed. */
  'waitlist-changed': (queue: AstrologerWaitlist) => void;
  /** A call's state changed: answered, connected, reconnecting (docs/voice.md). Both participants hear it. */
  'call-state': (event: CallStateEvent) => void;
  /** What the other participant's browser sent for the call (offer, answer, ICE candidate, hang-up). */
  'call-signal': (event: CallSignalEvent) => void;
}

// ---------------------------------------------------------------------------------------------
// Client -> server commands
// ---------------------------------------------------------------------------------------------

export type SocketError = ErrorBody['error'];
export type AckResponse<T> = { data: T } | { error: SocketError };
export type Ack<T> = (response: AckResponse<T>) => void;

export const joinConsultationRequestSchema = z.object({
  consultationId: idSchema,
  /** Only messages after this id are returned (a client rejoining after a reconnect). */
  afterMessageId: z.coerce.number().int().nonnegative().optional(),
});
export type JoinConsultationRequest = z.input<typeof joinConsultationRequestSchema>;

export const consultationRoomRequestSchema = z.object({ consultationId: idSchema });
export type ConsultationRoomRequest = z.input<typeof consultationRoomRequestSchema>;

/** message-sent: over the socket the client id is required, so a resend is stored once. */
export const socketSendMessageRequestSchema = sendChatMessageRequestSchema.extend({
  clientMessageId: z
    .string({ message: validationText('chat.clientMessageId') })
    .trim()
    .min(1, validationText('chat.clientMessageId'))
    .max(100, 'clientMessageId must be at most 100 characters'),
});
export type SocketSendMessageRequest = z.input<typeof socketSendMessageRequestSchema>;

export const messageReceiptRequestSchema = z.object({ consultationId: idSchema, messageId: idSchema });
export type MessageReceiptRequest = z.input<typeof messageReceiptRequestSchema>;

/** Per reader side: the newest message of the other side it has received / read (0: none). */
export interface ReceiptWatermark {
  deliveredUpTo: number;
  readUpTo: number;
}
export type ChatReceipts = Record<SenderType, ReceiptWatermark>;

/**
 * The server's clock for a session. Remaining time = endsAt - server now; the client corrects its own
 * clock by (serverTime - the moment it received the answer) before counting down. Until the session
 * has started (birth-details step done and astrologer joined) startedAt, endsAt and autoEndAt are
 * null: nothing is counting down yet.
 */
export interface SessionTiming {
  consultationId: number;
  startedAt: string | null;
  /** Booked minutes including every extension. */
  duration: number;
  endsAt: string | null;
  /** When the server ends the session by itself if nobody has (endsAt + 2 minutes). */
  autoEndAt: string | null;
  serverTime: string;
}

export interface JoinConsultationResult {
  consultation: Consultation;
  /** Oldest first; after `afterMessageId` when it was given. */
  messages: ChatMessage[];
  receipts: ChatReceipts;
  timing: SessionTiming;
}

export interface ReceiptResult {
  /** The reader side's watermark after this receipt (it never moves back). */
  upTo: number;
  /** False when an equal or newer receipt was already recorded (nothing was broadcast). */
  advanced: boolean;
}

/** Commands the client emits; every one takes an acknowledgement. */
export interface ClientToServerEvents {
  'join-consultation': (request: JoinConsultationRequest, ack: Ack<JoinConsultationResult>) => void;
  'leave-consultation': (request: ConsultationRoomRequest, ack: Ack<{ consultationId: number }>) => void;
  'message-sent': (request: SocketSendMessageRequest, ack: Ack<ChatMessage>) => void;
  'typing-start': (request: ConsultationRoomRequest, ack: Ack<{ consultationId: number }>) => void;
  'typing-stop': (request: ConsultationRoomRequest, ack: Ack<{ consultationId: number }>) => void;
  'message-delivered': (request: MessageReceiptRequest, ack: Ack<ReceiptResult>) => void;
  'message-read': (request: MessageReceiptRequest, ack: Ack<ReceiptResult>) => void;
  /** The server's clock, for a client to measure its offset. */
  'server-time': (request: Record<string, never>, ack: Ack<{ serverTime: string }>) => void;
  /** Relays a WebRTC signal to the other participant of an answered, running call (and to nobody else). */
  'call-signal': (request: CallSignalRequest, ack: Ack<{ consultationId: number }>) => void;
  /** This browser's audio is flowing or reconnecting: the server starts, pauses and resumes the billing clock by it. */
  'call-media': (request: CallMediaRequest, ack: Ack<{ consultationId: number; state: CallState }>) => void;
}

/** The server ends a session this long after its booked time has run out. */
export const AUTO_END_GRACE_MINUTES = 2;
