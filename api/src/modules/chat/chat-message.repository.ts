import type { ChatMessage } from '@astrosetu/contracts';
import { nextSequenceValue } from '../../db/sequence';
import { ChatMessageModel, type ChatMessageDocument } from './chat-message.model';

const AUTO_PREFIX = 'auto:';

export type NewChatMessage = Omit<ChatMessage, 'id' | 'timestamp'>;

function toChatMessage(doc: ChatMessageDocument): ChatMessage {
  return {
    id: doc._id,
    consultationId: doc.consultationId,
    senderId: doc.senderId,
    senderType: doc.senderType,
    senderName: doc.senderName,
    message: doc.message,
    timestamp: new Date(doc.createdAt).toISOString(),
    ...(doc.clientMessageId.startsWith(AUTO_PREFIX) ? {} : { clientMessageId: doc.clientMessageId }),
  };
}

export const chatMessageRepository = {
  /**
   * Stores a message. With a clientMessageId already stored for this consultation, returns that
   * message instead (created: false), so a client retry never makes a duplicate.
   */
  async createOnce(input: NewChatMessage): Promise<{ message: ChatMessage; created: boolean }> {
    const id = await nextSequenceValue('messages');
    if (input.clientMessageId?.startsWith(AUTO_PREFIX)) input = { ...input, clientMessageId: `client:${input.clientMessageId}` };
    try {
      const doc = await ChatMessageModel.create({ ...input, _id: id, clientMessageId: input.clientMessageId ?? `${AUTO_PREFIX}${id}` });
      return { message: toChatMessage(doc.toObject()), created: true };
    } catch (error) {
      if ((error as { code?: unknown }).code !== 11000 || !input.clientMessageId) throw error;
      const existing = await ChatMessageModel.findOne({
        consultationId: input.consultationId,
        clientMessageId: input.clientMessageId,
      }).lean<ChatMessageDocument>();
      if (!existing) throw error;
      return { message: toChatMessage(existing), created: false };
    }
  },

  /** Oldest first, as a conversation reads; only those after `afterId` when given. */
  async listForConsultation(consultationId: number, afterId?: number): Promise<ChatMessage[]> {
    const filter = afterId ? { consultationId, _id: { $gt: afterId } } : { consultationId };
    const docs = await ChatMessageModel.find(filter).sort({ _id: 1 }).lean<ChatMessageDocument[]>();
    return docs.map(toChatMessage);
  },

  async findById(id: number): Promise<ChatMessage | null> {
    const doc = await ChatMessageModel.findById(id).lean<ChatMessageDocument>();
    return doc ? toChatMessage(doc) : null;
  },
};
