import { lazy, Suspense } from 'react';
import { PageSpinner } from '@astrosetu/web-core';
import type { RemoteUnavailableProps } from './remote-unavailable';

// The card is only needed when a remote fails, so it loads then (from the shell, which is up), not on every visit.
const RemoteUnavailableCard = lazy(() => import('./remote-unavailable').then((module) => ({ default: module.RemoteUnavailable })));

/** RemoteUnavailable, loaded on demand. */
export function LazyRemoteUnavailable(props: RemoteUnavailableProps) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <RemoteUnavailableCard {...props} />
    </Suspense>
  );
}
