import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { User } from '@astrosetu/contracts';
import { AppProviders, createAppStore } from '@astrosetu/web-core';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

/** Answers by "METHOD /path" (a function answers anything); records every call. */
export type FakeAnswer = { status: number; body?: unknown } | ((call: RecordedCall) => { status: number; body?: unknown });

export function installFakeFetch(answers: Record<string, FakeAnswer>) {
  const calls: RecordedCall[] = [];
  const fetchMock = jest.fn(async (input: Request | string, init?: RequestInit) => {
    const request = typeof input === 'string' ? new Request(new URL(input, 'http://localhost').toString(), init) : input;
    const url = new URL(request.url);
    const text = await request.text();
    const call: RecordedCall = { method: request.method, path: url.pathname, body: text ? (JSON.parse(text) as unknown) : undefined, headers: request.headers };
    calls.push(call);
    const answer = answers[`${request.method} ${url.pathname}`];
    if (!answer) return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'no fake answer' } }), { status: 404, headers: { 'Content-Type': 'application/json' } });
    const { status, body } = typeof answer === 'function' ? answer(call) : answer;
    return body === undefined ? new Response(null, { status }) : new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock };
}

export function aCustomer(overrides: Partial<User> = {}): User {
  return { id: 7, username: 'Asha Rao', email: 'asha@example.com', role: 'user', isActive: true, createdAt: '2025-01-01T00:00:00.000Z', balance: 20_000, ...overrides };
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
