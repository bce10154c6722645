import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { User } from '@astrosetu/contracts';
import { AppProviders, createAppStore } from '@astrosetu/web-core';
import pages from '../../pages';
import { ChatSocketProvider } from '../realtime/chat-socket-context';
import type { FakeChatServer } from './fake-chat-server';

export interface RecordedCall {
  method: string;
  path: string;
  /** The query string ('' when none). */
  search?: string;
  body: unknown;
}

export type FakeAnswer = { status: number; body?: unknown } | ((call: RecordedCall) => { status: number; body?: unknown });

/** Replaces fetch: answers by "METHOD /path" (query strings ignored) and records every call. */
export function installFakeFetch(answers: Record<string, FakeAnswer>) {
  const calls: RecordedCall[] = [];
  globalThis.fetch = jest.fn(async (input: Request | string, init?: RequestInit) => {
    const request = typeof input === 'string' ? new Request(new URL(input, 'http://localhost').toString(), init) : input;
    const url = new URL(request.url);
    const text = await request.text();
    const call = { method: request.method, path: url.pathname, search: url.search, body: text ? (JSON.parse(text) as unknown) : undefined };
    calls.push(call);
    const answer = answers[`${request.method} ${url.pathname}`];
    if (!answer) return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'no fake answer' } }), { status: 404, headers: { 'Content-Type': 'application/json' } });
    const { status, body } = typeof answer === 'function' ? answer(call) : answer;
    return body === undefined ? new Response(null, { status }) : new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as unknown as typeof fetch;
  return calls;
}

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

export interface RenderChatRouteOptions {
  user: User | null;
  server?: FakeChatServer;
  path?: string;
}

/** Renders the remote's pages at /chat, /astrologer-dashboard and /dashboard, as the shell routes them. */
export function renderChatRoute({ user, server, path = '/chat' }: RenderChatRouteOptions) {
  const store = createAppStore({ session: user ? { user, status: 'authenticated' } : { user: null, status: 'anonymous' } });
  if (user) localStorage.setItem('token', 'test-token');
  const Chat = pages.chat;
  const Dashboard = pages['astrologer-dashboard'];
  const routes = (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/chat" element={<Chat />} />
        <Route path="/astrologer-dashboard" element={<Dashboard />} />
        <Route path="/dashboard" element={<Dashboard />} />
        <Route path="*" element={<WhereAmI />} />
      </Routes>
    </MemoryRouter>
  );
  return {
    store,
    ...render(<AppProviders store={store}>{server ? <ChatSocketProvider factory={server.factory}>{routes}</ChatSocketProvider> : routes}</AppProviders>),
  };
}
