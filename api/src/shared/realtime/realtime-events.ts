import type { ServerToClientEvents } from '@astrosetu/contracts';
import type { Server } from 'socket.io';
import { rooms } from './rooms';

export type ServerEventName = keyof ServerToClientEvents;
export type ServerEventPayload<E extends ServerEventName> = Parameters<ServerToClientEvents[E]>[0];

export interface EmittedEvent {
  room: string;
  event: ServerEventName;
  payload: unknown;
}

/**
 * The seam between use cases and Socket.IO, one per app (startServer builds it into the AppContext and binds it to
 * its socket server): two servers in one process each reach only their own sockets. Use cases get it passed in and
 * call these after their write has committed; they never touch sockets. Unbound (before the socket server starts),
 * emitting is a no-op.
 */
export class RealtimeEvents {
  private io: Server | undefined;
  private readonly listeners = new Set<(emitted: EmittedEvent) => void>();
  private readonly sessionListeners = new Set<(userId: number) => void>();

  bind(io: Server): () => void {
    this.io = io;
    return () => {
      if (this.io === io) this.io = undefined;
    };
  }

  /** Observe every emit in-process (tests, metrics); returns the unsubscribe function. */
  onEmit(listener: (emitted: EmittedEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emitToUser<E extends ServerEventName>(userId: number, event: E, payload: ServerEventPayload<E>): void {
    this.emitToRoom(rooms.user(userId), event, payload);
  }

  emitToAstrologer<E extends ServerEventName>(astrologerId: number, event: E, payload: ServerEventPayload<E>): void {
    this.emitToRoom(rooms.astrologer(astrologerId), event, payload);
  }

  /**
   * Whether the astrologer has the site open (any connection, on any instance through the adapter). Without a
   * bound server (scripts, seeds) nobody can tell: true.
   */
  async isAstrologerConnected(astrologerId: number): Promise<boolean> {
    if (!this.io) return true;
    return (await this.io.in(rooms.astrologer(astrologerId)).fetchSockets()).length > 0;
  }

  /**
   * `exceptSocketId`: a connection that already has the payload (the sender, in its acknowledgement);
   * the sender's other tabs are still in the room and receive it.
   */
  emitToConsultation<E extends ServerEventName>(
    consultationId: number,
    event: E,
    payload: ServerEventPayload<E>,
    options: { exceptSocketId?: string } = {},
  ): void {
    this.emitToRooms([rooms.consultation(consultationId)], event, payload, options.exceptSocketId);
  }

  /**
   * Everyone concerned by a consultation: its room, the customer's and the astrologer's rooms. A
   * socket in several of them receives the event once.
   */
  emitToParticipants<E extends ServerEventName>(
    consultation: { id: number; userId: number; astrologerId: number },
    event: E,
    payload: ServerEventPayload<E>,
  ): void {
    this.emitToRooms(
      [rooms.consultation(consultation.id), rooms.user(consultation.userId), rooms.astrologer(consultation.astrologerId)],
      event,
      payload,
    );
  }

  /**
   * Closes every live connection of an account (e.g. after an admin deactivated it): the socket
   * handshake checked the account once, so its open sockets must not outlive the decision.
   */
  disconnectUser(userId: number): void {
    this.io?.in(rooms.user(userId)).disconnectSockets(true);
  }

  /**
   * Sessions of a user were ended: closes their sockets on every instance (one session's, or all the
   * user's but `exceptSessionId`), and tells the listeners (the other instances' session caches).
   */
  sessionsEnded(userId: number, sessionId?: string, exceptSessionId?: string): void {
    if (sessionId) this.io?.in(rooms.session(sessionId)).disconnectSockets(true);
    else if (exceptSessionId) this.io?.in(rooms.user(userId)).except(rooms.session(exceptSessionId)).disconnectSockets(true);
    else this.io?.in(rooms.user(userId)).disconnectSockets(true);
    for (const listener of this.sessionListeners) listener(userId);
  }

  /** Observe ended sessions in-process; returns the unsubscribe function. */
  onSessionsEnded(listener: (userId: number) => void): () => void {
    this.sessionListeners.add(listener);
    return () => this.sessionListeners.delete(listener);
  }

  private emitToRoom(room: string, event: ServerEventName, payload: unknown): void {
    this.emitToRooms([room], event, payload);
  }

  private emitToRooms(targets: string[], event: ServerEventName, payload: unknown, exceptSocketId?: string): void {
    const broadcast = this.io?.to(targets);
    (exceptSocketId ? broadcast?.except(exceptSocketId) : broadcast)?.emit(event, payload as never);
    for (const room of targets) for (const listener of this.listeners) listener({ room, event, payload });
  }
}
