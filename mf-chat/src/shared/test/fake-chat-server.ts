import type {
  AckResponse,
  ChatMessage,
  Consultation,
  JoinConsultationResult,
  ServerToClientEvents,
  SessionTiming,
} from '@astrosetu/contracts';
import type { ChatSocket, ClientCommand, ServerEvent } from '../realtime/chat-socket';

type Listener = (...args: never[]) => void;
type Handler = (payload: never, socket: FakeChatSocket) => AckResponse<unknown> | 'no-answer' | Promise<AckResponse<unknown> | 'no-answer'>;

export interface ReceivedCommand {
  event: ClientCommand;
  payload: Record<string, unknown>;
}

/** One client connection to the fake server. */
export class FakeChatSocket implements ChatSocket {
  connected = false;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(private readonly server: FakeChatServer) {}

  connect(): this {
    if (this.connected) return this;
    if (!this.server.online) {
      this.fire('connect_error', new Error('offline'));
      return this;
    }
    this.connected = true;
    setTimeout(() => this.fire('connect'), 0);
    return this;
  }

  disconnect(): this {
    if (!this.connected) return this;
    this.connected = false;
    this.fire('disconnect', 'io client disconnect');
    return this;
  }

  on(event: string, listener: Listener): this {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  emit(event: ClientCommand, payload: unknown, ack: (response: AckResponse<unknown>) => void): this {
    // Like Socket.IO with the connection down, nothing reaches the server (the app must not rely on buffering).
    if (!this.connected) return this;
    this.server.received.push({ event, payload: payload as Record<string, unknown> });
    const handler = this.server.handlers[event];
    void Promise.resolve(handler ? handler(payload as never, this) : { data: {} }).then((response) => {
      if (response !== 'no-answer' && this.connected) setTimeout(() => ack(response), 0);
    });
    return this;
  }

  /** The server pushes an event to this client. */
  push<E extends ServerEvent>(event: E, payload: Parameters<ServerToClientEvents[E]>[0]): void {
    if (this.connected) this.fire(event, payload);
  }

  /** The network drops (the client will hear 'disconnect'). */
  drop(): void {
    if (!this.connected) return;
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }

  /** The network is back and the client reconnects. */
  reconnect(): void {
    if (this.connected) return;
    this.connected = true;
    this.fire('connect');
  }

  private fire(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) (listener as (...values: unknown[]) => void)(...args);
  }
}

/**
 * A stand-in for the API's Socket.IO side: answers commands like the real server (join with the
 * consultation and its messages, message-sent storing with ids and deduping client ids) and lets a
 * test push events and cut the connection.
 */
export class FakeChatServer {
  online = true;
  readonly sockets: FakeChatSocket[] = [];
  readonly received: ReceivedCommand[] = [];
  readonly stored: ChatMessage[] = [];
  handlers: Partial<Record<ClientCommand, Handler>>;
  private nextId = 100;

  constructor(
    private consultation: Consultation,
    options: { messages?: ChatMessage[]; serverNow?: () => number; me?: { id: number; name: string; side: 'user' | 'astrologer' } } = {},
  ) {
    this.stored.push(...(options.messages ?? []));
    const serverNow = options.serverNow ?? (() => Date.now());
    const me = options.me ?? { id: consultation.userId, name: consultation.user.username, side: 'user' as const };
    this.handlers = {
      'join-consultation': (payload: { afterMessageId?: number }) => ({ data: this.joinResult(serverNow(), payload.afterMessageId) }),
      'message-sent': (payload: { message: string; clientMessageId: string }) => {
        const existing = this.stored.find((message) => message.clientMessageId === payload.clientMessageId);
        if (existing) return { data: existing };
        const message: ChatMessage = {
          id: (this.nextId += 1),
          consultationId: this.consultation.id,
          senderId: me.id,
          senderType: me.side,
          senderName: me.name,
          message: payload.message.trim(),
          timestamp: new Date(serverNow()).toISOString(),
          clientMessageId: payload.clientMessageId,
        };
        this.stored.push(message);
        return { data: message };
      },
      'message-read': (payload: { messageId: number }) => ({ data: { upTo: payload.messageId, advanced: true } }),
      'message-delivered': (payload: { messageId: number }) => ({ data: { upTo: payload.messageId, advanced: true } }),
      'typing-start': () => ({ data: { consultationId: this.consultation.id } }),
      'typing-stop': () => ({ data: { consultationId: this.consultation.id } }),
    };
  }

  readonly factory = (): ChatSocket => {
    const socket = new FakeChatSocket(this);
    this.sockets.push(socket);
    return socket;
  };

  /** The socket the page is using now. */
  get socket(): FakeChatSocket {
    const socket = this.sockets.at(-1);
    if (!socket) throw new Error('The page has not opened a socket');
    return socket;
  }

  commands(event: ClientCommand): Record<string, unknown>[] {
    return this.received.filter((command) => command.event === event).map((command) => command.payload);
  }

  setConsultation(consultation: Consultation): void {
    this.consultation = consultation;
  }

  private joinResult(now: number, afterMessageId?: number): JoinConsultationResult {
    const { consultation } = this;
    // Like the server: no clock until the session has started.
    const startedAt = consultation.startedAt ?? null;
    const endsAt = startedAt ? Date.parse(startedAt) + consultation.duration * 60_000 : null;
    const timing: SessionTiming = {
      consultationId: consultation.id,
      startedAt,
      duration: consultation.duration,
      endsAt: endsAt === null ? null : new Date(endsAt).toISOString(),
      autoEndAt: endsAt === null ? null : new Date(endsAt + 120_000).toISOString(),
      serverTime: new Date(now).toISOString(),
    };
    return {
      consultation,
      messages: this.stored.filter((message) => !afterMessageId || message.id > afterMessageId),
      receipts: { user: { deliveredUpTo: 0, readUpTo: 0 }, astrologer: { deliveredUpTo: 0, readUpTo: 0 } },
      timing,
    };
  }
}
