import { useEffect } from 'react';
import { useAppDispatch } from '@astrosetu/web-core';
import type { ServerToClientEvents, WaitlistEntry } from '@astrosetu/contracts';
import { waitlistApi } from '../api/waitlist-api';

/**
 * While the customer has a place in a queue, listens for `waitlist-updated` (new position, estimate, called,
 * expired) and writes it into the cache, so the page changes without a reload. socket.io-client is loaded
 * only then. A reload reads the same place from GET /api/waitlist/mine.
 */
export function useLiveWaitlist(active: boolean): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!active) return undefined;
    let stopped = false;
    let disconnect: (() => void) | undefined;
    void import('@astrosetu/web-core/realtime').then(({ createRealtimeSocket }) => {
      if (stopped) return;
      const socket = createRealtimeSocket<ServerToClientEvents>({ autoConnect: false });
      socket.on('waitlist-updated', (entry: WaitlistEntry) => {
        const current = entry.status === 'left' || entry.status === 'accepted' ? null : entry;
        dispatch(waitlistApi.util.upsertQueryData('myWaitlist', undefined, current));
        dispatch(waitlistApi.util.invalidateTags(['Waitlist']));
      });
      socket.connect();
      disconnect = () => socket.disconnect();
    });
    return () => {
      stopped = true;
      disconnect?.();
    };
  }, [active, dispatch]);
}
