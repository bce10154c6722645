import type { ChatMessage } from '@astrosetu/contracts';
import { randomUUID } from 'node:crypto';
import type { ChatMessageDocument } from './chat-message.model';
import { chatMessageStore } from './chat-message-store';
import { chatMessageWriter } from './chat-message-writer';

const AUTO_PREFIX = 'auto:';

export type NewChatMessage = Omit<ChatMessage, 'id' | 'timestamp'>;

/** The last stored time written out: a batch's messages share one createdAt (chat-message-writer.ts), written once. */
let lastCreatedAt: { at: Date; iso: string } | undefined;

function timestampOf(createdAt: Date): string {
  if (lastCreatedAt?.at !== createdAt) lastCreatedAt = { at: createdAt, iso: new Date(createdAt).toISOString() };
  return lastCreatedAt.iso;
}

function toChatMessage(doc: ChatMessageDocument): ChatMessage {
  const message: ChatMessage = {
    id: doc._id,
    consultationId: doc.consultationId,
    senderId: doc.senderId,
    senderType: doc.senderType,
    senderName: doc.senderName,
    message: doc.message,
    timestamp: timestampOf(doc.createdAt),
  };
  if (!doc.clientMessageId.startsWith(AUTO_PREFIX)) message.clientMessageId = doc.clientMessageId;
  if (doc.maskedKinds && doc.maskedKinds.length > 0) message.maskedKinds = doc.maskedKinds;
  return message;
}

export const chatMessageRepository = {
  /**
   * Stores a message. With a clientMessageId already stored for this consultation, returns that
   * message instead (created: false), so a client retry never makes a duplicate. Concurrent calls
   * are written together (chat-message-writer.ts).
   */
  async createOnce(input: NewChatMessage): Promise<{ message: ChatMessage; created: boolean }> {
    let clientMessageId = input.clientMessageId;
    if (clientMessageId?.startsWith(AUTO_PREFIX)) clientMessageId = `client:${clientMessageId}`;
    // Without a client id every message is new: a random placeholder keeps the unique index happy.
    const { doc, created } = await chatMessageWriter.write({
      consultationId: input.consultationId,
      senderId: input.senderId,
      senderType: input.senderType,
      senderName: input.senderName,
      message: input.message,
      clientMessageId: clientMessageId ?? `${AUTO_PREFIX}${randomUUID()}`,
      ...(input.maskedKinds && input.maskedKinds.length > 0 ? { maskedKinds: input.maskedKinds } : {}),
    });
    return { message: toChatMessage(doc), created };
  },

  /** Oldest first, as a conversation reads; only those after `afterId` when given. */
  async listForConsultation(consultationId: number, afterId?: number): Promise<ChatMessage[]> {
    const docs = await chatMessageStore().listForConsultation(consultationId, afterId);
    return docs.map(toChatMessage);
  },

  /** A message of this consultation; null when the id is unknown or belongs to another consultation. */
  async findInConsultation(consultationId: number, id: number): Promise<ChatMessage | null> {
    const doc = await chatMessageStore().findInConsultation(consultationId, id);
    return doc ? toChatMessage(doc) : null;
  },
};
