import type { AppContext } from '../shared/app-context';
import type { AppSocket, AppSocketServer } from './socket-server';

/**
 * Called once per authenticated connection (socket.data.user is set, the user and astrologer rooms
 * are joined). The chat helper registers join-consultation, message, typing and read handlers here.
 */
export function registerRealtimeHandlers(_io: AppSocketServer, _socket: AppSocket, _ctx: AppContext): void {
  // Intentionally empty until the chat handlers land.
}
