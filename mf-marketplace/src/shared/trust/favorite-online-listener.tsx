import { useEffect } from 'react';
import type { Notification, ServerToClientEvents } from '@astrosetu/contracts';
import { useToast } from '@astrosetu/design-system/toast';
import { baseApi, useAppDispatch, useSession } from '@astrosetu/web-core';

interface NotificationSocket {
  on(event: 'notification-created', listener: ServerToClientEvents['notification-created']): unknown;
  off(event: 'notification-created', listener: ServerToClientEvents['notification-created']): unknown;
  disconnect(): unknown;
}

/** One connection per signed-in customer, kept across this remote's pages (each page mounts its own listener). */
let shared: { userId: number; socket: Promise<NotificationSocket> } | null = null;

function socketFor(userId: number): Promise<NotificationSocket> {
  if (shared?.userId === userId) return shared.socket;
  void shared?.socket.then((socket) => socket.disconnect());
  // Loaded on demand: visitors and the first paint of the home page do not pay for the realtime client.
  const socket = import('@astrosetu/web-core/realtime').then(({ createRealtimeSocket }) => createRealtimeSocket<ServerToClientEvents>() as unknown as NotificationSocket);
  shared = { userId, socket };
  return socket;
}

const notificationsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Notifications'] });

/**
 * In-site notifications for a signed-in customer (e.g. a favourite astrologer came online): a toast while they
 * browse, and the notifications list and its unread badge refreshed.
 */
export function FavoriteOnlineListener() {
  const { user } = useSession();
  const { toast } = useToast();
  const dispatch = useAppDispatch();
  const userId = user?.role === 'user' ? user.id : null;

  useEffect(() => {
    if (userId === null) {
      void shared?.socket.then((socket) => socket.disconnect());
      shared = null;
      return undefined;
    }
    let active = true;
    const onNotification = (notification: Notification) => {
      dispatch(notificationsApi.util.invalidateTags(['Notifications']));
      toast({ title: notification.title, description: notification.message, variant: 'info', duration: 8000 });
    };
    const socket = socketFor(userId);
    void socket.then((connected) => {
      if (active) connected.on('notification-created', onNotification);
    });
    return () => {
      active = false;
      void socket.then((connected) => connected.off('notification-created', onNotification));
    };
  }, [userId, toast, dispatch]);

  return null;
}
