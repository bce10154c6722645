// Tests play the browser's part, so they use the socket client that src must never import.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { io as connect, type Socket } from 'socket.io-client';
import type { AckResponse, ClientToServerEvents, ServerToClientEvents } from '@astrosetu/contracts';

export type ChatClient = Socket<ServerToClientEvents, ClientToServerEvents>;
type Command = keyof ClientToServerEvents;
type CommandPayload<E extends Command> = Parameters<ClientToServerEvents[E]>[0];
type CommandData<E extends Command> = Parameters<ClientToServerEvents[E]>[1] extends (response: AckResponse<infer T>) => void ? T : never;
type EventName = keyof ServerToClientEvents;
type EventPayload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

/** Opens sockets and closes them all in `closeAll()` (call it in afterEach). */
export function socketPool(baseUrl: () => string) {
  const open: ChatClient[] = [];
  return {
    open(token: string, options: { url?: string; reconnection?: boolean } = {}): ChatClient {
      const socket: ChatClient = connect(options.url ?? baseUrl(), {
        path: '/socket.io/',
        auth: { token },
        transports: ['websocket'],
        reconnection: options.reconnection ?? false,
        reconnectionDelay: 100,
        reconnectionDelayMax: 200,
      });
      open.push(socket);
      return socket;
    },
    closeAll(): void {
      for (const socket of open.splice(0)) socket.disconnect();
    },
  };
}

export function connected(socket: ChatClient): Promise<ChatClient> {
  if (socket.connected) return Promise.resolve(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Sends a command and returns its acknowledgement ({ data } or { error }). */
export function command<E extends Command>(socket: ChatClient, event: E, payload: CommandPayload<E>, timeoutMs = 5_000): Promise<AckResponse<CommandData<E>>> {
  const emitter = socket.timeout(timeoutMs) as unknown as { emitWithAck(event: string, payload: unknown): Promise<AckResponse<CommandData<E>>> };
  return emitter.emitWithAck(event, payload);
}

/** The data of a command that must succeed. */
export async function commandData<E extends Command>(socket: ChatClient, event: E, payload: CommandPayload<E>): Promise<CommandData<E>> {
  const response = await command(socket, event, payload);
  if ('error' in response) throw new Error(`${event} failed: ${JSON.stringify(response.error)}`);
  return response.data;
}

/** Everything the socket receives of `event` from now on. */
export function record<E extends EventName>(socket: ChatClient, event: E): Array<EventPayload<E>> {
  const received: Array<EventPayload<E>> = [];
  (socket.on as (event: string, listener: (payload: EventPayload<E>) => void) => void)(event, (payload) => received.push(payload));
  return received;
}

/** The next `event` (matching `accept`), or a rejection after `timeoutMs`. */
export function nextEvent<E extends EventName>(
  socket: ChatClient,
  event: E,
  accept: (payload: EventPayload<E>) => boolean = () => true,
  timeoutMs = 5_000,
): Promise<EventPayload<E>> {
  return new Promise((resolve, reject) => {
    const on = socket.on as (event: string, listener: (payload: EventPayload<E>) => void) => void;
    const off = socket.off as (event: string, listener: (payload: EventPayload<E>) => void) => void;
    const listener = (payload: EventPayload<E>) => {
      if (!accept(payload)) return;
      clearTimeout(timer);
      off.call(socket, event, listener);
      resolve(payload);
    };
    const timer = setTimeout(() => {
      off.call(socket, event, listener);
      reject(new Error(`No ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    on.call(socket, event, listener);
  });
}

/** Lets in-flight events arrive before asserting that something did NOT happen. */
export const settle = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));
