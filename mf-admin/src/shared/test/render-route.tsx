import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { User } from '@astrosetu/contracts';
import { AppProviders, createAppStore, type SessionStatus } from '@astrosetu/web-core';

export interface RenderRouteOptions {
  path: string;
  routePath: string;
  element: ReactElement;
  /** The user the server confirmed; null for a visitor. */
  user?: User | null;
  /** 'loading' while the stored token is being checked. */
  status?: SessionStatus;
}

/** Mounts one page as the shell would, with a fresh shared store holding the session. */
export function renderRoute({ path, routePath, element, user = null, status }: RenderRouteOptions) {
  const store = createAppStore({ session: { user, status: status ?? (user ? 'authenticated' : 'anonymous') } });
  if (user) localStorage.setItem('token', 'test-token');
  const view = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={routePath} element={element} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, store };
}
