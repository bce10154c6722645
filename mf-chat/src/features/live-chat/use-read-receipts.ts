import { useCallback, useEffect, useRef, type MutableRefObject } from 'react';
import { sendCommand, type ChatSocket } from '../../shared/realtime/chat-socket';
import type { ChatSessionState } from './chat-session-state';

export interface ReadReceiptsOptions {
  consultationId: number;
  socketRef: MutableRefObject<ChatSocket | null>;
  stateRef: MutableRefObject<ChatSessionState>;
}

/**
 * This side's receipts: after a join, an incoming message or the page becoming visible, the server is told how far
 * this side has received and, when the page is visible, read. Returns the function that tells it.
 */
export function useReadReceipts({ consultationId, socketRef, stateRef }: ReadReceiptsOptions): () => void {
  const receiptsSent = useRef({ delivered: 0, read: 0 });

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
  }, [consultationId, socketRef, stateRef]);

  useEffect(() => {
    const onVisibility = () => acknowledge();
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [acknowledge]);

  return acknowledge;
}
