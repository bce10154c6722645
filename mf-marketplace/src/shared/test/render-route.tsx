import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { User } from '@astrosetu/contracts';
import { AppProviders, createAppStore } from '@astrosetu/web-core';

/** Shows where the app went, for pages that navigate away. */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

export interface RenderRouteOptions {
  /** The URL opened, e.g. '/astrologers?category=marriage'. */
  path: string;
  /** Signed-in user; null (default) for a visitor. */
  user?: User | null;
  /** The route pattern the page is mounted at, e.g. '/packages/:astrologerId'. */
  routePath: string;
  element: ReactElement;
}

/**
 * Mounts one page as the shell would at a URL, with the shared store and a session. Every other path renders
 * a probe, so `currentLocation()` tells where a navigation went; the page's own URL changes are visible too.
 */
export function renderRoute({ path, user = null, routePath, element }: RenderRouteOptions) {
  const store = createAppStore({ session: user ? { user, status: 'authenticated' } : { user: null, status: 'anonymous' } });
  if (user) localStorage.setItem('token', 'test-token');
  const view = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path={routePath}
            element={
              <>
                {element}
                <LocationProbe />
              </>
            }
          />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, store };
}

export function currentLocation(): string {
  const probe = document.querySelector('[data-testid="location"]');
  return probe?.textContent ?? '';
}
