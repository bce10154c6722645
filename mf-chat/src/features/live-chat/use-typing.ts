import { useCallback, useEffect, useRef, type MutableRefObject } from 'react';
import type { TypingEvent } from '@astrosetu/contracts';
import { sendCommand, type ChatSocket } from '../../shared/realtime/chat-socket';
import type { ChatAction } from './chat-session-state';
import { TYPING_REFRESH_MS, TYPING_TIMEOUT_MS } from './chat-timings';

export interface TypingOptions {
  consultationId: number;
  socketRef: MutableRefObject<ChatSocket | null>;
  dispatch: (action: ChatAction) => void;
}

export interface Typing {
  /** Call on every change of the message input: emits typing-start / typing-stop. */
  onComposerInput: (text: string) => void;
  /** This side stopped typing (sent its message, or cleared the input). */
  stopTyping: () => void;
  /** The other side started typing: shown until it stops or is silent for 3 s. */
  onTheirTypingStart: (event: TypingEvent) => void;
  onTheirTypingStop: () => void;
  /** The connection dropped: a typing-start sent before it no longer counts. */
  onDisconnect: () => void;
}

/** Typing indicators both ways: what this side emits while writing, and the other side's, with their timeouts. */
export function useTyping({ consultationId, socketRef, dispatch }: TypingOptions): Typing {
  const typingOut = useRef<{ active: boolean; lastStartAt: number; idleTimer?: ReturnType<typeof setTimeout> }>({ active: false, lastStartAt: 0 });
  const typingInTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stopTyping = useCallback(() => {
    const typing = typingOut.current;
    if (typing.idleTimer) clearTimeout(typing.idleTimer);
    typing.idleTimer = undefined;
    if (!typing.active) return;
    typing.active = false;
    typing.lastStartAt = 0;
    const socket = socketRef.current;
    if (socket?.connected) void sendCommand(socket, 'typing-stop', { consultationId }).catch(() => undefined);
  }, [consultationId, socketRef]);

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
    [consultationId, socketRef, stopTyping],
  );

  const onTheirTypingStart = useCallback(
    (event: TypingEvent) => {
      dispatch({ type: 'typing', event });
      if (typingInTimer.current) clearTimeout(typingInTimer.current);
      typingInTimer.current = setTimeout(() => dispatch({ type: 'typing', event: null }), TYPING_TIMEOUT_MS);
    },
    [dispatch],
  );

  const onTheirTypingStop = useCallback(() => {
    if (typingInTimer.current) clearTimeout(typingInTimer.current);
    dispatch({ type: 'typing', event: null });
  }, [dispatch]);

  const onDisconnect = useCallback(() => {
    typingOut.current.active = false;
  }, []);

  useEffect(() => {
    const typingState = typingOut.current;
    return () => {
      if (typingInTimer.current) clearTimeout(typingInTimer.current);
      if (typingState.idleTimer) clearTimeout(typingState.idleTimer);
    };
  }, [consultationId]);

  return { onComposerInput, stopTyping, onTheirTypingStart, onTheirTypingStop, onDisconnect };
}
