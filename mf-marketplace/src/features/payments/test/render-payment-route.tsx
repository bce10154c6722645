import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { User } from '@astrosetu/contracts';
import { AppProviders, createAppStore } from '@astrosetu/web-core';
import { aUser } from '@astrosetu/web-core/testing';

export function aCustomer(overrides: Partial<User> = {}): User {
  return aUser({ balance: 20_000, emailVerified: true, phoneVerified: true, ...overrides });
}

/** Shows where the app navigated to, for pages that leave. */
function LocationProbe({ label }: { label: string }) {
  const location = useLocation();
  return <p data-testid="location">{`${label} ${location.pathname}${location.search}`}</p>;
}

export interface RenderOptions {
  path: string;
  /** Signed-in user; null for an anonymous visitor. */
  user: User | null;
  routePath: string;
  element: ReactElement;
}

export function renderPaymentRoute({ path, user, routePath, element }: RenderOptions) {
  const store = createAppStore({ session: user ? { user, status: 'authenticated' } : { user: null, status: 'anonymous' } });
  if (user) localStorage.setItem('token', 'test-token');
  const view = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={routePath} element={element} />
          <Route path="*" element={<LocationProbe label="at" />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, store };
}
