import type { ComponentType } from 'react';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemotePageMap } from '@astrosetu/web-core';
import type { RemoteName } from '../routing/route-table';
import { LazyRemoteUnavailable } from './lazy-remote-unavailable';

const fallbackMarker = Symbol.for('astrosetu.remoteFallback');

/** A page map whose every page is the "area unavailable" card of one remote. */
function fallbackPages(remote: RemoteName, error: unknown): RemotePageMap {
  const FallbackPage: ComponentType = () => <LazyRemoteUnavailable remote={remote} error={error} />;
  return new Proxy({} as RemotePageMap, {
    get: (_target, key) => {
      if (key === fallbackMarker) return true;
      // Not a thenable: promises that resolve to this map must not mistake a page for a `then` method.
      if (key === 'then' || typeof key === 'symbol') return undefined;
      return FallbackPage;
    },
  });
}

export function isRemoteFallback(pages: RemotePageMap): boolean {
  return (pages as unknown as Record<symbol, unknown>)[fallbackMarker] === true;
}

/**
 * Federation runtime plugin: when a remote's manifest, entry or exposed module cannot be loaded (its server is
 * down, a file is broken), answer with fallback pages instead of an error, so only that remote's area shows a
 * friendly card with Retry and the rest of the site keeps working.
 */
export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'astrosetu-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      // Earlier lifecycles (manifest, entry) re-surface as 'onLoad' from loadRemote: answer once, there.
      if (lifecycle !== 'onLoad') return undefined;
      const remote = String(id).split('/')[0] as RemoteName;
      console.error(`[federation] ${String(id)} could not be loaded; showing its fallback.`, error);
      return { default: fallbackPages(remote, error) };
    },
  };
}
