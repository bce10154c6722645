import { sendCommand, type ChatSocket } from '../../shared/realtime/chat-socket';

/**
 * The server's own ping (Socket.IO's defaults: every 25 s, 20 s to answer) notices a dead connection only after
 * up to 45 s, and a phone that loses its network often closes nothing. The chat asks the server for its time
 * every second instead: an answer missing for 2 s shows the connection as lost (within 5 s of the drop), one
 * missing for 8 s closes the socket so Socket.IO reconnects and whatever was on its way is queued again.
 */
export const HEARTBEAT_INTERVAL_MS = 1000;
export const HEARTBEAT_STALLED_MS = 2000;
export const HEARTBEAT_DEAD_MS = 8000;

export interface ConnectionWatchHandlers {
  /** No answer for HEARTBEAT_STALLED_MS: show the connection as lost. */
  onStalled: () => void;
  /** A late answer came after all: the connection works again. */
  onRecovered: () => void;
}

/** Watches a connected socket until the returned function is called (on disconnect). */
export function watchConnection(socket: ChatSocket, handlers: ConnectionWatchHandlers): () => void {
  let stopped = false;
  let stalled = false;
  let lastSentAt = 0;
  let pendingSince: number | undefined;

  const forceReconnect = () => {
    stop();
    socket.disconnect();
    socket.connect();
  };

  const check = () => {
    if (stopped || !socket.connected) return;
    const now = Date.now();
    if (pendingSince !== undefined) {
      if (now - pendingSince >= HEARTBEAT_DEAD_MS) forceReconnect();
      else if (!stalled && now - pendingSince >= HEARTBEAT_STALLED_MS) {
        stalled = true;
        handlers.onStalled();
      }
      return;
    }
    if (now - lastSentAt < HEARTBEAT_INTERVAL_MS) return;
    const sentAt = now;
    lastSentAt = now;
    pendingSince = now;
    sendCommand(socket, 'server-time', {}, HEARTBEAT_DEAD_MS).then(
      () => {
        if (stopped || pendingSince !== sentAt) return;
        pendingSince = undefined;
        if (stalled) {
          stalled = false;
          handlers.onRecovered();
        }
      },
      () => undefined,
    );
  };

  // Checked more often than a beat is sent, so a stall is seen soon after HEARTBEAT_STALLED_MS.
  const timer = setInterval(check, 500);
  // The browser knows it lost the network (flight mode, Wi-Fi gone): no need to wait for a beat.
  const onBrowserOffline = () => forceReconnect();
  window.addEventListener('offline', onBrowserOffline);
  check();

  function stop() {
    stopped = true;
    clearInterval(timer);
    window.removeEventListener('offline', onBrowserOffline);
  }
  return stop;
}
