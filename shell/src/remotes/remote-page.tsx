import { lazy, Suspense, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { PageFallback, PrerenderHandoff } from '../prerender/prerendered-content';
import type { RemoteName } from '../routing/route-table';
import { useRemoteAttempt } from './remote-attempts';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemotePageMissingError } from './remote-registry';
import { useRemoteRegistry } from './remote-registry-context';

export interface RemotePageProps {
  remote: RemoteName;
  page: string;
}

/** One page of a remote, loaded through the federation runtime, with its own spinner and error boundary. */
export function RemotePage({ remote, page }: RemotePageProps) {
  const registry = useRemoteRegistry();
  const attempt = useRemoteAttempt(remote);
  const { pathname } = useLocation();

  const Page = useMemo(
    () =>
      lazy(async () => {
        const pages = await registry.loadPages(remote);
        const Exposed = pages[page];
        if (!Exposed) throw new RemotePageMissingError(remote, page);
        // Wrapped, because the remote's page may itself be lazy and React cannot resolve a lazy to a lazy.
        return { default: () => <Exposed /> };
      }),
    // `attempt` changes on Retry: a new lazy component loads the remote again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [registry, remote, page, attempt],
  );

  return (
    // A new page, path or attempt starts with a fresh boundary: a failure shown for one page does not stick to
    // the next one the visitor opens.
    <RemoteErrorBoundary key={`${remote}:${page}:${pathname}:${attempt}`} remote={remote}>
      <Suspense fallback={<PageFallback />}>
        <PrerenderHandoff>
          <Page />
        </PrerenderHandoff>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
