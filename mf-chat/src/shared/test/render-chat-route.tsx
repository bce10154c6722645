import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { User } from '@astrosetu/contracts';
import { AppProviders, createAppStore } from '@astrosetu/web-core';
import pages from '../../pages';
import { ChatSocketProvider } from '../realtime/chat-socket-context';
import type { FakeChatServer } from './fake-chat-server';

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
