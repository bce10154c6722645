import type { DefaultEventsMap, EventsMap } from '@socket.io/component-emitter';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { currentLanguage } from '@astrosetu/design-system/i18n';
// The store, the session and the API client by the package's name, which is the shared singleton: relative imports
// bundled a second copy of them (and of RTK Query, ~25 KiB gzipped) into every remote that chats.
// eslint-disable-next-line @nx/enforce-module-boundaries -- the package's name is the federation share key; a relative path is a copy
import { getAppStore, readStoredToken, refreshUser } from '@astrosetu/web-core';
import { endedSessionCodes } from '../session/session-ended-by-server';

/**
 * Reconnect after 1 s, backing off to 5 s at most; give up a connection attempt after 20 s. WebSocket only: the
 * API runs as several instances behind a load balancer without sticky sessions (docs/deploy.md), and HTTP
 * long-polling needs every request of a connection to reach the same instance; a WebSocket is one connection.
 */
export const realtimeConnectionOptions = {
  path: '/socket.io',
  transports: ['websocket'] as Array<'websocket'>,
  reconnection: true,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  timeout: 20000,
  withCredentials: true,
} as const satisfies Partial<ManagerOptions & SocketOptions>;

export interface RealtimeSocketOptions {
  /** Defaults to the stored session token. */
  token?: string | null;
  /** Defaults to the page's own origin (the site proxies /socket.io to the API). */
  url?: string;
  /** Connect later by calling socket.connect() (e.g. after registering listeners). */
  autoConnect?: boolean;
}

/**
 * A Socket.IO client for the realtime channel, typed with the event maps from contracts. The token and the site's
 * language go in the handshake's auth payload, read again on every reconnection so a refreshed token is used.
 */
export function createRealtimeSocket<ServerToClient extends EventsMap = DefaultEventsMap, ClientToServer extends EventsMap = DefaultEventsMap>(options: RealtimeSocketOptions = {}): Socket<ServerToClient, ClientToServer> {
  const { url, autoConnect = true } = options;
  const socketOptions: Partial<ManagerOptions & SocketOptions> = {
    ...realtimeConnectionOptions,
    autoConnect,
    auth: (send: (data: Record<string, unknown>) => void) => send({ token: options.token ?? readStoredToken(), language: currentLanguage() }),
  };
  const socket = (url ? io(url, socketOptions) : io(socketOptions)) as Socket<ServerToClient, ClientToServer>;
  // The server closes a socket whose session ended (sign-out elsewhere, password change, deactivation) and
  // refuses its handshake. Asking who is signed in lets the api layer sign the person out with the reason.
  const checkSession = () => void getAppStore().dispatch(refreshUser());
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') checkSession();
  });
  socket.on('connect_error', (error: Error & { data?: { error?: { code?: string } } }) => {
    if (error.data?.error?.code && endedSessionCodes.has(error.data.error.code)) checkSession();
  });
  return socket;
}
