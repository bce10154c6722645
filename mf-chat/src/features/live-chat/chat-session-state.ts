import type {
  CallStateEvent,
  ChatMessage,
  Consultation,
  ConsultationEndedEvent,
  JoinConsultationResult,
  ReceiptEvent,
  ReceiptWatermark,
  SenderType,
  SessionExtendedEvent,
  SessionTiming,
  SocketError,
  TypingEvent,
} from '@astrosetu/contracts';
import { lineFromMessage, type ChatLine } from './chat-line';

/** The server's clock for the session, as this browser can use it. */
export interface SessionClock {
  startedAtMs: number;
  durationMinutes: number;
  /** How long after the end the server ends the session by itself. */
  autoEndGraceMs: number;
  /** Server time minus this browser's time (added to Date.now()). */
  offsetMs: number;
}

export type ConnectionState = 'connecting' | 'online' | 'offline';

export interface ChatSessionState {
  connection: ConnectionState;
  /** Whether the first join has completed (the conversation is loaded). */
  joined: boolean;
  joinError?: SocketError;
  consultation?: Consultation;
  lines: ChatLine[];
  /** How far the other side has received / read my messages. */
  theirReceipts: ReceiptWatermark;
  /** The other person, while typing. */
  typing: TypingEvent | null;
  /** Set once the session has started (birth-details step done, astrologer joined): the billing clock. */
  clock?: SessionClock;
  /** Server time minus this browser's time, measured at the last join. */
  offsetMs: number;
  endedBy?: ConsultationEndedEvent['endedBy'];
  /** The server's account of the end (why, minutes used, refund), when it told us. */
  ending?: ConsultationEndedEvent;
  /**
   * What the server announced that only ever moves forward: the astrologer joined (with the start deadline), the
   * session started, an extension (the booked minutes only grow). The answer to a join is read once this browser is
   * in the room, but it may arrive after an event sent just after that read; without these, the answer would take
   * the event back (the customer's gate would lose its start countdown, the clock would vanish or lose the extension
   * until the next join).
   */
  announced: { astrologerJoinedAt?: string; startsBy?: string; timing?: SessionTiming; extensions?: SessionExtendedEvent[] };
}

export interface Me {
  side: SenderType;
  userId: number;
}

export type ChatAction =
  | { type: 'connection'; connection: ConnectionState }
  | { type: 'joined'; result: JoinConsultationResult; offsetMs: number; me: Me }
  | { type: 'join-failed'; error: SocketError }
  | { type: 'outgoing'; line: ChatLine }
  | { type: 'acked'; clientMessageId: string; message: ChatMessage }
  | { type: 'send-failed'; clientMessageId: string; queued: boolean }
  | { type: 'sending'; clientMessageId: string }
  | { type: 'incoming'; message: ChatMessage; me: Me }
  | { type: 'receipt'; kind: 'delivered' | 'read'; event: ReceiptEvent; me: Me }
  | { type: 'typing'; event: TypingEvent | null }
  | { type: 'extended'; event: SessionExtendedEvent }
  | { type: 'started'; timing: SessionTiming }
  | { type: 'astrologer-joined'; astrologerJoinedAt: string; startsBy?: string }
  | { type: 'call-state'; event: CallStateEvent; receivedAt: string }
  | { type: 'ended'; endedBy: ConsultationEndedEvent['endedBy']; event?: ConsultationEndedEvent };

export const initialChatSessionState: ChatSessionState = {
  connection: 'connecting',
  joined: false,
  offsetMs: 0,
  lines: [],
  theirReceipts: { deliveredUpTo: 0, readUpTo: 0 },
  typing: null,
  announced: {},
};

const otherSide = (side: SenderType): SenderType => (side === 'user' ? 'astrologer' : 'user');
const isMine = (message: ChatMessage, me: Me) => message.senderType === me.side && message.senderId === me.userId;

/** Stored messages in id order, then own messages still on their way in the order they were written. */
function ordered(lines: ChatLine[]): ChatLine[] {
  const stored = lines.filter((line) => line.id !== undefined).sort((a, b) => a.id! - b.id!);
  const pending = lines.filter((line) => line.id === undefined);
  return [...stored, ...pending];
}

/** Adds a stored message, or completes the own line it answers (same client id or same id). */
function merge(lines: ChatLine[], message: ChatMessage, own: boolean): ChatLine[] {
  const index = lines.findIndex(
    (line) => line.id === message.id || (own && message.clientMessageId !== undefined && line.clientMessageId === message.clientMessageId),
  );
  if (index === -1) return ordered([...lines, lineFromMessage(message, own)]);
  const existing = lines[index];
  const updated: ChatLine = {
    ...existing,
    id: message.id,
    timestamp: message.timestamp,
    senderName: message.senderName,
    // The stored text: contact details in it were hidden by the server, for the sender too.
    message: message.message,
    ...(message.maskedKinds?.length ? { maskedKinds: message.maskedKinds } : {}),
    ...(existing.own ? { localStatus: 'sent' as const, queued: false } : {}),
  };
  const next = [...lines];
  next[index] = updated;
  return ordered(next);
}

function withWatermark(current: ReceiptWatermark, kind: 'delivered' | 'read', messageId: number): ReceiptWatermark {
  if (kind === 'read') {
    return { readUpTo: Math.max(current.readUpTo, messageId), deliveredUpTo: Math.max(current.deliveredUpTo, messageId) };
  }
  return { ...current, deliveredUpTo: Math.max(current.deliveredUpTo, messageId) };
}

export function chatSessionReducer(state: ChatSessionState, action: ChatAction): ChatSessionState {
  switch (action.type) {
    case 'connection':
      return { ...state, connection: action.connection };
    case 'joined': {
      const { result, me } = action;
      let lines = state.lines;
      for (const message of result.messages) lines = merge(lines, message, isMine(message, me));
      const theirs = result.receipts[otherSide(me.side)];
      const { timing } = result;
      const { announced } = state;
      let consultation =
        announced.astrologerJoinedAt && !result.consultation.astrologerJoinedAt
          ? { ...result.consultation, astrologerJoinedAt: announced.astrologerJoinedAt, ...(announced.startsBy ? { startsBy: announced.startsBy } : {}) }
          : result.consultation;
      // An extension is in the answer when its booked minutes are: each one adds minutes, so they only grow.
      for (const extension of announced.extensions ?? []) {
        if (extension.totalDuration > consultation.duration) consultation = withExtension(consultation, extension);
      }
      const answeredClock = clockOf(timing, action.offsetMs) ?? (announced.timing ? clockOf(announced.timing, action.offsetMs) : undefined);
      const extendedTo = Math.max(0, ...(announced.extensions ?? []).map((extension) => extension.totalDuration));
      const clock = answeredClock ? { ...answeredClock, durationMinutes: Math.max(answeredClock.durationMinutes, extendedTo) } : undefined;
      return {
        ...state,
        joined: true,
        joinError: undefined,
        consultation,
        lines,
        theirReceipts: withWatermark(withWatermark(state.theirReceipts, 'delivered', theirs.deliveredUpTo), 'read', theirs.readUpTo),
        offsetMs: action.offsetMs,
        clock,
        ...(result.consultation.status !== 'active' && !state.endedBy ? { endedBy: result.consultation.endedBy ?? 'system', ending: endingOf(result.consultation) } : {}),
      };
    }
    case 'join-failed':
      return { ...state, joinError: action.error };
    case 'outgoing':
      return { ...state, lines: ordered([...state.lines, action.line]) };
    case 'acked':
      return { ...state, lines: merge(state.lines, action.message, true) };
    case 'send-failed':
      return {
        ...state,
        lines: state.lines.map((line) =>
          line.clientMessageId === action.clientMessageId && line.id === undefined
            ? { ...line, localStatus: 'failed', queued: action.queued }
            : line,
        ),
      };
    case 'sending':
      return {
        ...state,
        lines: state.lines.map((line) =>
          line.clientMessageId === action.clientMessageId && line.id === undefined ? { ...line, localStatus: 'sending', queued: false } : line,
        ),
      };
    case 'incoming': {
      const own = isMine(action.message, action.me);
      const typing = !own && state.typing?.senderType === action.message.senderType ? null : state.typing;
      return { ...state, lines: merge(state.lines, action.message, own), typing };
    }
    case 'receipt':
      if (action.event.by === action.me.side) return state;
      return { ...state, theirReceipts: withWatermark(state.theirReceipts, action.kind, action.event.messageId) };
    case 'typing':
      return { ...state, typing: action.event };
    case 'extended': {
      const { event } = action;
      return {
        ...state,
        consultation: state.consultation ? withExtension(state.consultation, event) : state.consultation,
        clock: state.clock ? { ...state.clock, durationMinutes: event.totalDuration } : state.clock,
        announced: { ...state.announced, extensions: [...(state.announced.extensions ?? []), event] },
      };
    }
    case 'started':
      return { ...state, clock: clockOf(action.timing, state.offsetMs) ?? state.clock, announced: { ...state.announced, timing: action.timing } };
    case 'call-state': {
      // A call (docs/voice.md): answered, connected (the clock, first or again after a drop), reconnecting.
      const { event } = action;
      const consultation = state.consultation
        ? {
            ...state.consultation,
            callState: event.state,
            ...(event.until ? { callStateUntil: event.until } : { callStateUntil: undefined }),
            ...(event.state !== 'ringing' && !state.consultation.astrologerJoinedAt ? { astrologerJoinedAt: action.receivedAt } : {}),
          }
        : state.consultation;
      return { ...state, consultation, clock: event.timing ? (clockOf(event.timing, state.offsetMs) ?? state.clock) : state.clock };
    }
    case 'astrologer-joined':
      return {
        ...state,
        announced: { ...state.announced, astrologerJoinedAt: action.astrologerJoinedAt, ...(action.startsBy ? { startsBy: action.startsBy } : {}) },
        // startsBy: the server starts the session then even if the birth details are still open.
        consultation: state.consultation
          ? { ...state.consultation, astrologerJoinedAt: action.astrologerJoinedAt, ...(action.startsBy ? { startsBy: action.startsBy } : {}) }
          : state.consultation,
      };
    case 'ended':
      return {
        ...state,
        endedBy: state.endedBy ?? action.endedBy,
        ending: state.ending ?? action.event,
        consultation: state.consultation
          ? {
              ...state.consultation,
              status: action.event?.status ?? 'completed',
              ...(action.event
                ? { endReason: action.event.endReason, usedMinutes: action.event.usedMinutes, refundedAmount: action.event.refundedAmount }
                : {}),
            }
          : state.consultation,
        typing: null,
      };
  }
}

/** The consultation with one more extension: its booked minutes, and the astrologer's count when they gave it. */
function withExtension(consultation: Consultation, event: SessionExtendedEvent): Consultation {
  return {
    ...consultation,
    duration: event.totalDuration,
    astrologerExtensions: consultation.astrologerExtensions + (event.extendedBy === 'astrologer' ? 1 : 0),
  };
}

/** The billing clock from the server's timing; none until the session has started. */
function clockOf(timing: SessionTiming, offsetMs: number): SessionClock | undefined {
  if (!timing.startedAt || !timing.endsAt || !timing.autoEndAt) return undefined;
  return {
    startedAtMs: Date.parse(timing.startedAt),
    durationMinutes: timing.duration,
    autoEndGraceMs: Date.parse(timing.autoEndAt) - Date.parse(timing.endsAt),
    offsetMs,
  };
}

/** The end as the consultation records it (a chat opened after the session ended). */
function endingOf(consultation: Consultation): ConsultationEndedEvent | undefined {
  if (!consultation.endReason) return undefined;
  return {
    consultationId: consultation.id,
    endedBy: consultation.endedBy ?? 'system',
    endReason: consultation.endReason,
    status: consultation.status === 'cancelled' ? 'cancelled' : 'completed',
    usedMinutes: consultation.usedMinutes ?? 0,
    refundedAmount: consultation.refundedAmount ?? 0,
  };
}

/** Own messages waiting for the connection, oldest first. */
export function queuedLines(state: ChatSessionState): ChatLine[] {
  return state.lines.filter((line) => line.own && line.queued && line.id === undefined);
}
