import { createElement, type ComponentType } from 'react';
import { render } from '@testing-library/react';
import type { User } from '@astrosetu/contracts';
import { createAppStore, restoreSession, type RemotePageMap } from '@astrosetu/web-core';
import { HttpResponse, aUser as aTestUser, apiServer, http } from '@astrosetu/web-core/testing';
import { App } from '../app/app';
import { RemoteRegistry, type FederationRuntime } from '../remotes/remote-registry';

export const manifestUrls = {
  mf_marketplace: 'http://localhost:4201/mf-manifest.json',
  mf_chat: 'http://localhost:4202/mf-manifest.json',
  mf_content: 'http://localhost:4203/mf-manifest.json',
  mf_admin: 'http://localhost:4204/mf-manifest.json',
};

/** A remote whose every page is a heading naming it, e.g. "mf_content:not-found". */
export function stubRemotePages(remote: string): RemotePageMap {
  return new Proxy({} as RemotePageMap, {
    get: (_target, page) => {
      if (page === 'then' || typeof page === 'symbol') return undefined;
      const Page: ComponentType = () => createElement('h1', null, `${remote}:${String(page)}`);
      return Page;
    },
  });
}

/** A stand-in for the federation runtime that records what the shell asked of it. */
export function fakeFederationRuntime(failing: Set<string> = new Set()) {
  const registered: { name: string; entry: string; force: boolean }[] = [];
  const loaded: string[] = [];
  const runtime: FederationRuntime = {
    registerRemotes: (remotes, options) => {
      for (const remote of remotes) registered.push({ ...remote, force: Boolean(options?.force) });
    },
    loadRemote: async <T,>(id: string) => {
      loaded.push(id);
      const remote = id.split('/')[0];
      if (failing.has(remote)) throw new Error(`${remote} is down`);
      return { default: stubRemotePages(remote) } as T;
    },
  };
  return { runtime, registered, loaded, failing };
}

export interface RenderAppOptions {
  path?: string;
  user?: User | null;
  runtime?: ReturnType<typeof fakeFederationRuntime>;
  /** Answers further API calls ("METHOD /path" -> response; HttpResponse.error() for a network failure). */
  api?: (method: string, path: string, body: string) => Response | undefined;
}

/** The whole shell at a URL, with a mocked API (Mock Service Worker) answering /api/auth/me for `user` and fake remotes. */
export function renderApp({ path = '/', user = null, runtime = fakeFederationRuntime(), api }: RenderAppOptions = {}) {
  window.history.pushState({}, '', path);
  if (user) localStorage.setItem('token', 'test-token');
  apiServer.use(
    http.all('*', async ({ request }) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/auth/me' && user) return HttpResponse.json(user);
      const answer = api?.(request.method, pathname, await request.text());
      if (answer) return answer;
      return HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'No fake answer' } }, { status: 404 });
    }),
  );
  const registry = new RemoteRegistry({ runtime: runtime.runtime, fetchManifestUrls: async () => manifestUrls });
  const store = createAppStore();
  void store.dispatch(restoreSession());
  const view = render(<App registry={registry} store={store} />);
  return { ...view, store, registry, runtime };
}

export function aUser(overrides: Partial<User> = {}): User {
  return aTestUser({ email: 'user@example.com', ...overrides });
}
