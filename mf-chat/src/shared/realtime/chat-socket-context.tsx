import { createContext, useContext, type ReactNode } from 'react';
import type { ClientToServerEvents, ServerToClientEvents } from '@astrosetu/contracts';
import { createRealtimeSocket } from '@astrosetu/web-core/realtime';
import type { ChatSocket } from './chat-socket';

/** Makes a new, not yet connected socket for the signed-in user. */
export type ChatSocketFactory = () => ChatSocket;

// socket.io-client's Socket has every method ChatSocket names; its overloads are only too generic for TypeScript.
const realSocket: ChatSocketFactory = () =>
  createRealtimeSocket<ServerToClientEvents, ClientToServerEvents>({ autoConnect: false }) as unknown as ChatSocket;

const ChatSocketFactoryContext = createContext<ChatSocketFactory>(realSocket);

/** Tests (and Storybook) provide a fake socket here; the site uses the real one. */
export function ChatSocketProvider({ factory, children }: { factory: ChatSocketFactory; children: ReactNode }) {
  return <ChatSocketFactoryContext.Provider value={factory}>{children}</ChatSocketFactoryContext.Provider>;
}

export function useChatSocketFactory(): ChatSocketFactory {
  return useContext(ChatSocketFactoryContext);
}
