import type { AckResponse, ClientToServerEvents, ServerToClientEvents } from '@astrosetu/contracts';

export type ServerEvent = keyof ServerToClientEvents;
export type ClientCommand = keyof ClientToServerEvents;
export type CommandPayload<E extends ClientCommand> = Parameters<ClientToServerEvents[E]>[0];
export type CommandData<E extends ClientCommand> = Parameters<ClientToServerEvents[E]>[1] extends (response: AckResponse<infer T>) => void ? T : never;
type Listener = (...args: never[]) => void;

/**
 * The part of a Socket.IO client the chat uses. The site passes the real client (web-core's
 * createRealtimeSocket); tests pass a fake server-in-a-box with the same surface.
 */
export interface ChatSocket {
  readonly connected: boolean;
  connect(): unknown;
  disconnect(): unknown;
  on(event: ServerEvent | 'connect' | 'disconnect' | 'connect_error', listener: Listener): unknown;
  off(event: ServerEvent | 'connect' | 'disconnect' | 'connect_error', listener: Listener): unknown;
  emit(event: ClientCommand, payload: unknown, ack: (response: AckResponse<unknown>) => void): unknown;
}

/** Typed subscription helper: returns the function that unsubscribes. */
export function listen<E extends ServerEvent>(socket: ChatSocket, event: E, listener: ServerToClientEvents[E]): () => void {
  socket.on(event, listener as Listener);
  return () => socket.off(event, listener as Listener);
}

export class CommandTimeoutError extends Error {
  constructor(event: string) {
    super(`No answer to ${event}`);
    this.name = 'CommandTimeoutError';
  }
}

/** Sends a command and resolves with its acknowledgement ({ data } or { error }); rejects after `timeoutMs`. */
export function sendCommand<E extends ClientCommand>(
  socket: ChatSocket,
  event: E,
  payload: CommandPayload<E>,
  timeoutMs = 10_000,
): Promise<AckResponse<CommandData<E>>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new CommandTimeoutError(event)), timeoutMs);
    socket.emit(event, payload, (response) => {
      clearTimeout(timer);
      resolve(response as AckResponse<CommandData<E>>);
    });
  });
}
