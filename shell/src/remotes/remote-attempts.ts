import { useSyncExternalStore } from 'react';
import type { RemoteName } from '../routing/route-table';

// How many times each remote has been retried. Areas of a remote key their lazy page on it, so a Retry
// re-creates them and every area of that remote tries again together.
const attempts = new Map<RemoteName, number>();
const listeners = new Set<() => void>();

export function nextAttempt(remote: RemoteName): void {
  attempts.set(remote, (attempts.get(remote) ?? 0) + 1);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRemoteAttempt(remote: RemoteName): number {
  return useSyncExternalStore(
    subscribe,
    () => attempts.get(remote) ?? 0,
    () => 0,
  );
}
