import { useCallback, useEffect, useRef, type MutableRefObject } from 'react';
import type { ToastApi } from '@astrosetu/design-system/toast';
import { CommandTimeoutError, sendCommand, type ChatSocket } from '../../shared/realtime/chat-socket';
import type { ChatLine } from './chat-line';
import { initialChatSessionState, queuedLines, type ChatAction, type ChatSessionState, type Me } from './chat-session-state';
import { SEND_RETRY_DELAY_MS, SEND_TIMEOUT_MS } from './chat-timings';
import { loadQueuedMessages, saveQueuedMessages } from './queued-message-storage';
import { useChatText } from '../../locales/use-text';

export interface OfflineQueueOptions {
  consultationId: number;
  userId: number;
  lines: ChatLine[];
  socketRef: MutableRefObject<ChatSocket | null>;
  stateRef: MutableRefObject<ChatSessionState>;
  dispatch: (action: ChatAction) => void;
  toastRef: MutableRefObject<ToastApi['toast']>;
}

export interface OfflineQueue {
  /** One attempt to deliver an own message; a failure while connected is retried once after 3 s. */
  deliver: (clientMessageId: string, message: string) => Promise<boolean>;
  /** Sends the offline queue in the order it was written, one message after the other. */
  flushQueue: () => Promise<void>;
  /** Sends a failed message again. */
  retry: (key: string) => void;
  /** The connection dropped: whatever was on its way goes out again after the reconnect. */
  requeueInFlight: () => void;
}

/**
 * Own messages on their way: each send with its one automatic retry, the queue of messages written offline (kept in
 * this browser across a reload) and its flush, in the order of writing, once the connection is back.
 */
export function useOfflineQueue({ consultationId, userId, lines, socketRef, stateRef, dispatch, toastRef }: OfflineQueueOptions): OfflineQueue {
  const retriedOnce = useRef(new Set<string>());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const flushing = useRef(false);

  const later = useCallback((work: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      work();
    }, ms);
    timers.current.add(timer);
    return timer;
  }, []);

  useEffect(() => saveQueuedMessages(consultationId, userId, lines), [consultationId, userId, lines]);

  useEffect(() => {
    const currentTimers = timers.current;
    return () => {
      for (const timer of currentTimers) clearTimeout(timer);
      currentTimers.clear();
    };
  }, [consultationId]);

  const deliver = useCallback(
    async (clientMessageId: string, message: string): Promise<boolean> => {
      const socket = socketRef.current;
      if (!socket?.connected) {
        dispatch({ type: 'send-failed', clientMessageId, queued: true });
        return false;
      }
      dispatch({ type: 'sending', clientMessageId });
      let failure: 'offline' | 'failed' = 'failed';
      try {
        const response = await sendCommand(socket, 'message-sent', { consultationId, message, clientMessageId }, SEND_TIMEOUT_MS);
        if ('data' in response) {
          dispatch({ type: 'acked', clientMessageId, message: response.data });
          return true;
        }
      } catch (error) {
        if (error instanceof CommandTimeoutError && !socket.connected) failure = 'offline';
      }
      if (failure === 'offline' || !socket.connected) {
        // Cut off mid-send: it goes out again with the queue (the server stores a client id once).
        dispatch({ type: 'send-failed', clientMessageId, queued: true });
        return false;
      }
      dispatch({ type: 'send-failed', clientMessageId, queued: false });
      if (!retriedOnce.current.has(clientMessageId)) {
        retriedOnce.current.add(clientMessageId);
        toastRef.current({ title: useChatText.translate('toasts.failed'), description: useChatText.translate('toasts.failedText'), variant: 'error' });
        later(() => void deliver(clientMessageId, message), SEND_RETRY_DELAY_MS);
      }
      return false;
    },
    [consultationId, socketRef, dispatch, toastRef, later],
  );

  const flushQueue = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    try {
      const attempted = new Set<string>();
      for (;;) {
        // Read again each time: messages written during the flush join the end of the queue.
        const next = queuedLines(stateRef.current).find((line) => !attempted.has(line.key));
        if (!next || !socketRef.current?.connected) break;
        attempted.add(next.key);
        if (!(await deliver(next.clientMessageId!, next.message))) break;
      }
    } finally {
      flushing.current = false;
    }
  }, [deliver, socketRef, stateRef]);

  const retry = useCallback(
    (key: string) => {
      const line = stateRef.current.lines.find((candidate) => candidate.key === key);
      if (!line?.clientMessageId || line.id !== undefined) return;
      void deliver(line.clientMessageId, line.message);
    },
    [deliver, stateRef],
  );

  const requeueInFlight = useCallback(() => {
    for (const line of stateRef.current.lines) {
      if (line.own && line.localStatus === 'sending' && line.id === undefined && line.clientMessageId) {
        dispatch({ type: 'send-failed', clientMessageId: line.clientMessageId, queued: true });
      }
    }
  }, [dispatch, stateRef]);

  return { deliver, flushQueue, retry, requeueInFlight };
}

/** Messages written offline before a reload come back as queued lines. */
export function initialStateWithStoredQueue(consultationId: number, me: Me & { name: string }): ChatSessionState {
  return {
    ...initialChatSessionState,
    lines: loadQueuedMessages(consultationId, me.userId).map(
      (stored): ChatLine => ({
        key: stored.clientMessageId,
        clientMessageId: stored.clientMessageId,
        senderType: me.side,
        senderName: me.name,
        message: stored.message,
        timestamp: stored.timestamp,
        own: true,
        localStatus: 'failed',
        queued: true,
      }),
    ),
  };
}
