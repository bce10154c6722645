import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import type { ChatMessage, NewConsultationForAstrologerEvent } from '@astrosetu/contracts';
import { useToast } from '@astrosetu/design-system/toast';
import { CommandTimeoutError, listen, sendCommand, type ChatSocket } from '../../shared/realtime/chat-socket';
import { useChatSocketFactory } from '../../shared/realtime/chat-socket-context';
import { newClientMessageId, type ChatLine } from './chat-line';
import { chatSessionReducer, initialChatSessionState, queuedLines, type ChatAction, type ChatSessionState, type Me } from './chat-session-state';
import { watchConnection } from './connection-watch';
import { loadQueuedMessages, saveQueuedMessages } from './queued-message-storage';

/** A failed send is retried once after 3 s; typing indicators time out after 3 s. */
export const SEND_RETRY_DELAY_MS = 3000;
export const TYPING_TIMEOUT_MS = 3000;
/** While typing goes on, typing-start is repeated so the other side's 3-second timeout does not fire. */
const TYPING_REFRESH_MS = 2000;
const SEND_TIMEOUT_MS = 10_000;

export interface ChatSessionOptions {
  consultationId: number;
  me: Me & { name: string };
  /** The customer's wallet changed (an extension or a top-up was paid). */
  onWalletUpdated?: (balance: number) => void;
  /** An astrologer got a new booking while in this chat. */
  onNewConsultation?: (event: NewConsultationForAstrologerEvent) => void;
}

export interface ChatSession {
  state: ChatSessionState;
  /** Sends a message (blank text is ignored); offline it is queued and sent on reconnect. */
  send: (text: string) => void;
  /** Sends a failed message again. */
  retry: (key: string) => void;
  /** Call on every change of the message input: emits typing-start / typing-stop. */
  onComposerInput: (text: string) => void;
  /** The session was ended through HTTP by this side: do not wait for the event to say so. */
  markEnded: (endedBy: 'user' | 'astrologer') => void;
}

/**
 * The live side of a consultation: one Socket.IO connection, the conversation with every message's
 * delivery state, the offline queue, receipts and typing, the server's clock and the session's end.
 */
export function useChatSession({ consultationId, me, onWalletUpdated, onNewConsultation }: ChatSessionOptions): ChatSession {
  const createSocket = useChatSocketFactory();
  const { toast } = useToast();
  const [state, applyToView] = useReducer(chatSessionReducer, undefined, () => initialStateFor(consultationId, me));
  // Handlers read the newest state synchronously (several events may arrive before React renders).
  const stateRef = useRef(state);
  const dispatch = useCallback((action: ChatAction) => {
    stateRef.current = chatSessionReducer(stateRef.current, action);
    applyToView(action);
  }, []);

  const socketRef = useRef<ChatSocket | null>(null);
  const meRef = useRef(me);
  meRef.current = me;
  const toastRef = useRef(toast);
  toastRef.current = toast;
  const callbacks = useRef({ onWalletUpdated, onNewConsultation });
  callbacks.current = { onWalletUpdated, onNewConsultation };
  const retriedOnce = useRef(new Set<string>());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const receiptsSent = useRef({ delivered: 0, read: 0 });
  const typingOut = useRef<{ active: boolean; lastStartAt: number; idleTimer?: ReturnType<typeof setTimeout> }>({ active: false, lastStartAt: 0 });
  const typingInTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flushing = useRef(false);

  const later = useCallback((work: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      work();
    }, ms);
    timers.current.add(timer);
    return timer;
  }, []);

  useEffect(() => saveQueuedMessages(consultationId, me.userId, state.lines), [consultationId, me.userId, state.lines]);

  /** Tells the server how far this side has received and, when the page is visible, read. */
  const acknowledge = useCallback(() => {
    const socket = socketRef.current;
    if (!socket?.connected) return;
    const latest = [...stateRef.current.lines].reverse().find((line) => !line.own && line.id !== undefined);
    if (!latest?.id) return;
    const visible = typeof document === 'undefined' || document.visibilityState === 'visible';
    const kind = visible ? 'read' : 'delivered';
    if (receiptsSent.current[kind] >= latest.id) return;
    receiptsSent.current[kind] = latest.id;
    if (kind === 'read') receiptsSent.current.delivered = Math.max(receiptsSent.current.delivered, latest.id);
    void sendCommand(socket, kind === 'read' ? 'message-read' : 'message-delivered', { consultationId, messageId: latest.id }).catch(() => undefined);
  }, [consultationId]);

  const stopTyping = useCallback(() => {
    const typing = typingOut.current;
    if (typing.idleTimer) clearTimeout(typing.idleTimer);
    typing.idleTimer = undefined;
    if (!typing.active) return;
    typing.active = false;
    typing.lastStartAt = 0;
    const socket = socketRef.current;
    if (socket?.connected) void sendCommand(socket, 'typing-stop', { consultationId }).catch(() => undefined);
  }, [consultationId]);

  const onComposerInput = useCallback(
    (text: string) => {
      if (text.trim() === '') {
        stopTyping();
        return;
      }
      const socket = socketRef.current;
      const typing = typingOut.current;
      const now = Date.now();
      if (socket?.connected && now - typing.lastStartAt >= TYPING_REFRESH_MS) {
        typing.active = true;
        typing.lastStartAt = now;
        void sendCommand(socket, 'typing-start', { consultationId }).catch(() => undefined);
      }
      if (typing.idleTimer) clearTimeout(typing.idleTimer);
      typing.idleTimer = setTimeout(stopTyping, TYPING_TIMEOUT_MS);
    },
    [consultationId, stopTyping],
  );

  /** One attempt to deliver an own message; a failure while connected is retried once after 3 s. */
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
        toastRef.current({ title: 'Message Failed', description: 'Failed to send message. Retrying...', variant: 'error' });
        later(() => void deliver(clientMessageId, message), SEND_RETRY_DELAY_MS);
      }
      return false;
    },
    [consultationId, dispatch, later],
  );

  /** Sends the offline queue in the order it was written, one message after the other. */
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
  }, [deliver]);

  const send = useCallback(
    (text: string) => {
      const message = text.trim();
      if (!message) return;
      stopTyping();
      const clientMessageId = newClientMessageId();
      // A connection the heartbeat found silent counts as lost: the message waits in the queue.
      const online = Boolean(socketRef.current?.connected) && stateRef.current.joined && stateRef.current.connection === 'online';
      const line: ChatLine = {
        key: clientMessageId,
        clientMessageId,
        senderType: meRef.current.side,
        senderName: meRef.current.name,
        message,
        timestamp: new Date().toISOString(),
        own: true,
        localStatus: online ? 'sending' : 'failed',
        queued: !online,
      };
      dispatch({ type: 'outgoing', line });
      if (!online) {
        toastRef.current({ title: 'Message Queued', description: 'Message will be sent when connection is restored', variant: 'warning' });
        return;
      }
      // Behind anything still queued, so the order stays the order of writing.
      if (queuedLines(stateRef.current).length > 0) {
        dispatch({ type: 'send-failed', clientMessageId, queued: true });
        void flushQueue();
        return;
      }
      void deliver(clientMessageId, message);
    },
    [dispatch, deliver, flushQueue, stopTyping],
  );

  const retry = useCallback(
    (key: string) => {
      const line = stateRef.current.lines.find((candidate) => candidate.key === key);
      if (!line?.clientMessageId || line.id !== undefined) return;
      void deliver(line.clientMessageId, line.message);
    },
    [deliver],
  );

  useEffect(() => {
    const socket = createSocket();
    socketRef.current = socket;
    const currentTimers = timers.current;
    const typingState = typingOut.current;
    let wasOnline = false;
    let disposed = false;
    let lostAnnounced = false;
    let stopWatching: (() => void) | undefined;
    const meNow = () => meRef.current;

    const join = async () => {
      const storedIds = stateRef.current.lines.filter((line) => line.id !== undefined).map((line) => line.id!);
      const afterMessageId = storedIds.length > 0 ? Math.max(...storedIds) : undefined;
      const sentAt = Date.now();
      try {
        const response = await sendCommand(socket, 'join-consultation', { consultationId, ...(afterMessageId ? { afterMessageId } : {}) });
        if (disposed) return;
        if ('error' in response) {
          dispatch({ type: 'join-failed', error: response.error });
          return;
        }
        const receivedAt = Date.now();
        const offsetMs = Date.parse(response.data.timing.serverTime) - (sentAt + receivedAt) / 2;
        dispatch({ type: 'joined', result: response.data, offsetMs, me: meNow() });
        acknowledge();
        await flushQueue();
      } catch {
        // No answer: the next reconnect joins again.
      }
    };

    const unsubscribe = [
      listen(socket, 'new-message', (message: ChatMessage) => {
        if (message.consultationId !== consultationId) return;
        dispatch({ type: 'incoming', message, me: meNow() });
        if (message.senderType !== meNow().side) acknowledge();
      }),
      listen(socket, 'message-delivered', (event) => {
        if (event.consultationId === consultationId) dispatch({ type: 'receipt', kind: 'delivered', event, me: meNow() });
      }),
      listen(socket, 'message-read', (event) => {
        if (event.consultationId === consultationId) dispatch({ type: 'receipt', kind: 'read', event, me: meNow() });
      }),
      listen(socket, 'typing-start', (event) => {
        if (event.consultationId !== consultationId || event.senderType === meNow().side) return;
        dispatch({ type: 'typing', event });
        if (typingInTimer.current) clearTimeout(typingInTimer.current);
        typingInTimer.current = setTimeout(() => dispatch({ type: 'typing', event: null }), TYPING_TIMEOUT_MS);
      }),
      listen(socket, 'typing-stop', (event) => {
        if (event.consultationId !== consultationId || event.senderType === meNow().side) return;
        if (typingInTimer.current) clearTimeout(typingInTimer.current);
        dispatch({ type: 'typing', event: null });
      }),
      listen(socket, 'session-extended', (event) => {
        if (event.consultationId !== consultationId) return;
        dispatch({ type: 'extended', event });
        const byOtherSide = (event.extendedBy === 'astrologer') !== (meNow().side === 'astrologer');
        if (!byOtherSide) return;
        if (event.extendedBy === 'astrologer') {
          const name = stateRef.current.consultation?.astrologer.name ?? 'Your astrologer';
          toastRef.current({ title: 'Free Extension', description: `${name} added ${event.duration} free minutes to your session.`, variant: 'success', duration: 8000 });
        } else {
          const name = stateRef.current.consultation?.user.username ?? 'The customer';
          toastRef.current({ title: 'Session Extended', description: `${name} added ${event.duration} minutes to the session.`, variant: 'info', duration: 8000 });
        }
      }),
      listen(socket, 'wallet-updated', (event) => callbacks.current.onWalletUpdated?.(event.balance)),
      listen(socket, 'new-consultation-for-astrologer', (event) => callbacks.current.onNewConsultation?.(event)),
      listen(socket, 'consultation-ended', (event) => {
        if (event.consultationId === consultationId) dispatch({ type: 'ended', endedBy: event.endedBy, event });
      }),
      listen(socket, 'session-started', (event) => {
        if (event.consultationId === consultationId) dispatch({ type: 'started', timing: event.timing });
      }),
      listen(socket, 'astrologer-joined', (event) => {
        if (event.consultationId === consultationId) dispatch({ type: 'astrologer-joined', astrologerJoinedAt: event.astrologerJoinedAt });
      }),
    ];

    const announceLost = () => {
      if (wasOnline && !lostAnnounced) toastRef.current({ title: 'Connection Lost', description: 'Trying to reconnect…', variant: 'warning' });
      lostAnnounced = true;
    };
    const onConnect = () => {
      dispatch({ type: 'connection', connection: 'online' });
      if (wasOnline) toastRef.current({ title: 'Connection Restored', variant: 'success' });
      wasOnline = true;
      lostAnnounced = false;
      stopWatching?.();
      stopWatching = watchConnection(socket, {
        onStalled: () => {
          dispatch({ type: 'connection', connection: 'offline' });
          announceLost();
        },
        onRecovered: () => {
          dispatch({ type: 'connection', connection: 'online' });
          if (lostAnnounced) toastRef.current({ title: 'Connection Restored', variant: 'success' });
          lostAnnounced = false;
          void flushQueue();
        },
      });
      void join();
    };
    const onDisconnect = () => {
      stopWatching?.();
      stopWatching = undefined;
      dispatch({ type: 'connection', connection: 'offline' });
      // Whatever was on its way goes out again after the reconnect.
      for (const line of stateRef.current.lines) {
        if (line.own && line.localStatus === 'sending' && line.id === undefined && line.clientMessageId) {
          dispatch({ type: 'send-failed', clientMessageId: line.clientMessageId, queued: true });
        }
      }
      announceLost();
      typingOut.current.active = false;
    };
    const onConnectError = () => dispatch({ type: 'connection', connection: 'offline' });
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on('connect_error', onConnectError);

    const onVisibility = () => acknowledge();
    document.addEventListener('visibilitychange', onVisibility);
    socket.connect();

    return () => {
      disposed = true;
      stopWatching?.();
      document.removeEventListener('visibilitychange', onVisibility);
      for (const off of unsubscribe) off();
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.off('connect_error', onConnectError);
      for (const timer of currentTimers) clearTimeout(timer);
      currentTimers.clear();
      if (typingInTimer.current) clearTimeout(typingInTimer.current);
      if (typingState.idleTimer) clearTimeout(typingState.idleTimer);
      socket.disconnect();
      socketRef.current = null;
    };
  }, [consultationId, createSocket, dispatch, acknowledge, flushQueue]);

  const markEnded = useCallback((endedBy: 'user' | 'astrologer') => dispatch({ type: 'ended', endedBy }), [dispatch]);

  return useMemo(() => ({ state, send, retry, onComposerInput, markEnded }), [state, send, retry, onComposerInput, markEnded]);
}


/** Messages written offline before a reload come back as queued lines. */
function initialStateFor(consultationId: number, me: Me & { name: string }): ChatSessionState {
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
