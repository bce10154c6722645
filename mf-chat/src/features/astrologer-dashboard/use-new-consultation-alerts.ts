import { useEffect, useRef } from 'react';
import type { NewConsultationForAstrologerEvent } from '@astrosetu/contracts';
import { useToast } from '@astrosetu/design-system/toast';
import { listen } from '../../shared/realtime/chat-socket';
import { useChatSocketFactory } from '../../shared/realtime/chat-socket-context';
import { useChatText } from '../../locales/use-text';

/** The astrologer's request toast stays 8 seconds. */
export const NEW_CONSULTATION_TOAST_MS = 8000;

/**
 * While `enabled`, listens for bookings with this astrologer and shows a toast with a way into the
 * chat; `onNew` lets the page refresh its lists. A call is not a toast: it goes to `onCall`, which rings.
 */
export function useNewConsultationAlerts(
  enabled: boolean,
  onOpen: (consultationId: number) => void,
  onNew?: () => void,
  onCall?: (event: NewConsultationForAstrologerEvent) => void,
): void {
  const createSocket = useChatSocketFactory();
  const { toast } = useToast();
  const latest = useRef({ toast, onOpen, onNew, onCall });
  latest.current = { toast, onOpen, onNew, onCall };

  useEffect(() => {
    if (!enabled) return undefined;
    const socket = createSocket();
    const stop = listen(socket, 'new-consultation-for-astrologer', (event: NewConsultationForAstrologerEvent) => {
      latest.current.onNew?.();
      if (event.channel === 'call' && latest.current.onCall) {
        latest.current.onCall(event);
        return;
      }
      latest.current.toast({
        title: useChatText.translate('room.newRequest.title'),
        description: useChatText.translate('dashboard.newRequestText', { name: event.userName, count: event.duration, topic: event.topic }),
        variant: 'info',
        duration: NEW_CONSULTATION_TOAST_MS,
        actionLabel: useChatText.translate('dashboard.openChatAction'),
        onAction: () => latest.current.onOpen(event.consultationId),
      });
    });
    socket.connect();
    return () => {
      stop();
      socket.disconnect();
    };
  }, [enabled, createSocket]);
}
