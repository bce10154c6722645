import type { ChatMessageDocument } from './chat-message.model';
import { ChatMessageCollection } from './chat-message-collection';
import { ChatMessageLog } from './chat-message-log';

export interface StoreOutcome {
  doc: ChatMessageDocument;
  /** False when the same (consultation, client id) was already stored: `doc` is that message. */
  created: boolean;
}

/**
 * Where chat messages live. Two layouts, chosen by the database engine at connect time
 * (configureChatMessageStore): one indexed collection on MongoDB (chat-message-collection.ts), an
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
  /** Forgets every message (test resets). */
  clear(): Promise<void>;
}

let current: ChatMessageStore = new ChatMessageCollection();

/** Chooses the layout for the engine just connected: the append log only on the embedded jongodb. */
export function configureChatMessageStore(layout: 'collection' | 'log'): void {
  current = layout === 'log' ? new ChatMessageLog() : new ChatMessageCollection();
}

export function chatMessageStore(): ChatMessageStore {
  return current;
}
