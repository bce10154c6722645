import type { ChatMessageDocument } from './chat-message.model';
import { ChatMessageCollection } from './chat-message-collection';
import { ChatMessageLog } from './chat-message-log';
import { connectedEngine, connectionNumber } from '../../db/connected-engine';

export interface StoreOutcome {
  doc: ChatMessageDocument;
  /** False when the same (consultation, client id) was already stored: `doc` is that message. */
  created: boolean;
}

/**
 * Where chat messages live. Two layouts, by the engine the database is connected to
 * (db/connected-engine.ts): one indexed collection on MongoDB (chat-message-collection.ts), an
 * append log of small collections on the embedded engine (chat-message-log.ts). Both keep a message
 * unique per (consultationId, clientMessageId) and read one consultation's messages oldest first.
 */
export interface ChatMessageStore {
  /**
   * Stores each document unless a message with its (consultationId, clientMessageId) is stored already;
   * the documents of one call have distinct keys. Answers in the documents' order, one settled result each.
   */
  insertOnce(docs: ChatMessageDocument[]): Promise<Array<PromiseSettledResult<StoreOutcome>>>;
  /** Oldest first; only those with an id above `afterId` when given. */
  listForConsultation(consultationId: number, afterId?: number): Promise<ChatMessageDocument[]>;
  /** The message with this id if it belongs to this consultation. */
  findInConsultation(consultationId: number, id: number): Promise<ChatMessageDocument | null>;
  /**
   * Reserves `count` consecutive new message ids and returns the first. Calls are answered in the order they were
   * made (chat-message-writer.ts chains them), so an earlier batch always gets the lower ids: the conversation's order.
   */
  reserveIds(count: number): Promise<number>;
  /** Forgets every message (test resets). */
  clear(): Promise<void>;
}

/** The counter (db/sequence.ts) message ids are reserved from. */
export const MESSAGE_SEQUENCE = 'messages';

let current: { connection: number; store: ChatMessageStore } | undefined;

/**
 * The layout for the connected engine (the append log only on the embedded jongodb), one store per connection:
 * the log keeps its segment counters in memory.
 */
export function chatMessageStore(): ChatMessageStore {
  const connection = connectionNumber();
  if (current?.connection !== connection) {
    current = { connection, store: connectedEngine() === 'jongodb' ? new ChatMessageLog() : new ChatMessageCollection() };
  }
  return current.store;
}
