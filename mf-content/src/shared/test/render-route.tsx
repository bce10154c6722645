import { configure, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { User } from '@astrosetu/contracts';
import { AppProviders, createAppStore } from '@astrosetu/web-core';
import pages from '../../pages';

export { aUser } from '@astrosetu/web-core/testing';
import { standaloneRoutes } from '../../standalone-routes';

// Pages are lazy chunks and MUI renders slowly on a busy CI machine: give async queries room before failing.
configure({ asyncUtilTimeout: 5000 });

/** Shows where the app is, so tests can assert navigation (to /payment, /login, ...). */
function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="current-location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderRouteOptions {
  /** Signed in as this user; anonymous otherwise. */
  user?: User;
}

/**
 * Renders the remote's page for a URL the way the site routes it (the same path patterns as standalone mode),
 * with a fresh store, inside the shared providers.
 */
export function renderRoute(url: string, { user }: RenderRouteOptions = {}) {
  const store = createAppStore({ session: user ? { user, status: 'authenticated' } : { user: null, status: 'anonymous' } });
  const view = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          {standaloneRoutes.map(({ path, page }) => {
            const Page = pages[page as keyof typeof pages];
            return <Route key={path} path={path} element={<Page />} />;
          })}
          <Route path="*" element={<p>Left the remote</p>} />
        </Routes>
        <CurrentLocation />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, store };
}

/** The path and query the app is at now. */
export function currentLocation(): string {
  const element = document.querySelector('[data-testid="current-location"]');
  return element?.textContent ?? '';
}
