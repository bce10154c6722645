import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { ChatMessage, NewConsultationForAstrologerEvent } from '@astrosetu/contracts';
import { useToast } from '@astrosetu/design-system/toast';
import { listen, sendCommand, type ChatSocket } from '../../shared/realtime/chat-socket';
import { useChatSocketFactory } from '../../shared/realtime/chat-socket-context';
import { newClientMessageId, type ChatLine } from './chat-line';
import { chatSessionReducer, queuedLines, type ChatAction, type ChatSessionState, type Me } from './chat-session-state';
import { watchConnection } from './connection-watch';
import { initialStateWithStoredQueue, useOfflineQueue } from './use-offline-queue';
import { useReadReceipts } from './use-read-receipts';
import { useTyping } from './use-typing';
import { useChatText } from '../../locales/use-text';

export { SEND_RETRY_DELAY_MS, TYPING_TIMEOUT_MS } from './chat-timings';

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
  /** This session's connection (null until it is made): a voice call signals over it (features/voice-call). */
  socket: ChatSocket | null;
  /** Sends a message (blank text is ignored); offline it is queued and sent on reconnect. */
  send: (text: string, options?: { clientMessageId?: string }) => void;
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
  const [state, applyToView] = useReducer(chatSessionReducer, undefined, () => initialStateWithStoredQueue(consultationId, me));
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
  const { onComposerInput, stopTyping, onTheirTypingStart, onTheirTypingStop, onDisconnect: forgetOwnTyping } = useTyping({ consultationId, socketRef, dispatch });
  const acknowledge = useReadReceipts({ consultationId, socketRef, stateRef });
  const { deliver, flushQueue, retry, requeueInFlight } = useOfflineQueue({
    consultationId,
    userId: me.userId,
    lines: state.lines,
    socketRef,
    stateRef,
    dispatch,
    toastRef,
  });

  const send = useCallback(
    (text: string, options: { clientMessageId?: string } = {}) => {
      const message = text.trim();
      if (!message) return;
      stopTyping();
      // A fixed id for a message the server knows (the astrologer's greeting), else a fresh one.
      const clientMessageId = options.clientMessageId ?? newClientMessageId();
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
        toastRef.current({ title: useChatText.translate('toasts.queued'), description: useChatText.translate('toasts.queuedText'), variant: 'warning' });
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

  const [liveSocket, setLiveSocket] = useState<ChatSocket | null>(null);
  useEffect(() => {
    const socket = createSocket();
    socketRef.current = socket;
    setLiveSocket(socket);
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
        onTheirTypingStart(event);
      }),
      listen(socket, 'typing-stop', (event) => {
        if (event.consultationId !== consultationId || event.senderType === meNow().side) return;
        onTheirTypingStop();
      }),
      listen(socket, 'session-extended', (event) => {
        if (event.consultationId !== consultationId) return;
        dispatch({ type: 'extended', event });
        const byOtherSide = (event.extendedBy === 'astrologer') !== (meNow().side === 'astrologer');
        if (!byOtherSide) return;
        if (event.extendedBy === 'astrologer') {
          const name = stateRef.current.consultation?.astrologer.name;
          const description = name
            ? useChatText.translate('toasts.freeExtensionText', { name, count: event.duration })
            : useChatText.translate('toasts.freeExtensionUnnamed', { count: event.duration });
          toastRef.current({ title: useChatText.translate('toasts.freeExtension'), description, variant: 'success', duration: 8000 });
        } else {
          const name = stateRef.current.consultation?.user.username;
          const description = name
            ? useChatText.translate('toasts.customerExtendedText', { name, count: event.duration })
            : useChatText.translate('toasts.customerExtendedUnnamed', { count: event.duration });
          toastRef.current({ title: useChatText.translate('extension.extended'), description, variant: 'info', duration: 8000 });
        }
      }),
      listen(socket, 'wallet-updated', (event) => callbacks.current.onWalletUpdated?.(event.balance)),
      listen(socket, 'new-consultation-for-astrologer', (event) => callbacks.current.onNewConsultation?.(event)),
      listen(socket, 'consultation-ended', (event) => {
        if (event.consultationId === consultationId) dispatch({ type: 'ended', endedBy: event.endedBy, event });
      }),
      listen(socket, 'call-state', (event) => {
        if (event.consultationId === consultationId) dispatch({ type: 'call-state', event, receivedAt: new Date().toISOString() });
      }),
      listen(socket, 'session-started', (event) => {
        if (event.consultationId === consultationId) dispatch({ type: 'started', timing: event.timing });
      }),
      listen(socket, 'astrologer-joined', (event) => {
        if (event.consultationId === consultationId) {
          dispatch({ type: 'astrologer-joined', astrologerJoinedAt: event.astrologerJoinedAt, ...(event.startsBy ? { startsBy: event.startsBy } : {}) });
        }
      }),
    ];

    const announceLost = () => {
      if (wasOnline && !lostAnnounced) toastRef.current({ title: useChatText.translate('toasts.lost'), description: useChatText.translate('toasts.lostText'), variant: 'warning' });
      lostAnnounced = true;
    };
    const onConnect = () => {
      dispatch({ type: 'connection', connection: 'online' });
      if (wasOnline) toastRef.current({ title: useChatText.translate('toasts.restored'), variant: 'success' });
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
          if (lostAnnounced) toastRef.current({ title: useChatText.translate('toasts.restored'), variant: 'success' });
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
      requeueInFlight();
      announceLost();
      forgetOwnTyping();
    };
    const onConnectError = () => dispatch({ type: 'connection', connection: 'offline' });
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on('connect_error', onConnectError);
    socket.connect();

    return () => {
      disposed = true;
      stopWatching?.();
      for (const off of unsubscribe) off();
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.off('connect_error', onConnectError);
      socket.disconnect();
      socketRef.current = null;
      setLiveSocket(null);
    };
  }, [consultationId, createSocket, dispatch, acknowledge, flushQueue, onTheirTypingStart, onTheirTypingStop, forgetOwnTyping, requeueInFlight]);

  const markEnded = useCallback((endedBy: 'user' | 'astrologer') => dispatch({ type: 'ended', endedBy }), [dispatch]);

  return useMemo(() => ({ state, socket: liveSocket, send, retry, onComposerInput, markEnded }), [state, liveSocket, send, retry, onComposerInput, markEnded]);
}

