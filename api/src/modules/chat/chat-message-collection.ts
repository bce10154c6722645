import { reserveSequenceValues } from '../../db/sequence';
import { ChatMessageModel, type ChatMessageDocument } from './chat-message.model';
import { MESSAGE_SEQUENCE, type ChatMessageStore, type StoreOutcome } from './chat-message-store';

const isDuplicateKey = (error: unknown) => (error as { code?: unknown }).code === 11000;

/**
 * MongoDB's layout: every message in chat_messages, kept unique by the (consultationId,
 * clientMessageId) index. A batch is one insertMany; only a batch that meets an already stored key
 * (a resend) asks the database about its messages one by one.
 */
export class ChatMessageCollection implements ChatMessageStore {
  async insertOnce(docs: ChatMessageDocument[]): Promise<Array<PromiseSettledResult<StoreOutcome>>> {
    try {
      await ChatMessageModel.collection.insertMany(docs as never[], { ordered: false });
      return docs.map((doc) => ({ status: 'fulfilled', value: { doc, created: true } }));
    } catch (error) {
      if (!isDuplicateKey(error)) return docs.map(() => ({ status: 'rejected', reason: error }));
    }
    // Some client id was stored before. Engines differ in what the failed insert kept (MongoDB stores
    // the others, jongodb none), so ask the database about each one.
    return Promise.allSettled(docs.map((doc) => this.resolveAfterConflict(doc)));
  }

  listForConsultation(consultationId: number, afterId?: number): Promise<ChatMessageDocument[]> {
    const filter = afterId ? { consultationId, _id: { $gt: afterId } } : { consultationId };
    return ChatMessageModel.find(filter).sort({ _id: 1 }).lean<ChatMessageDocument[]>().exec();
  }

  findInConsultation(consultationId: number, id: number): Promise<ChatMessageDocument | null> {
    return ChatMessageModel.findOne({ _id: id, consultationId }).lean<ChatMessageDocument>().exec();
  }

  /** From the shared counter each time: several API instances write to this collection, and ids must follow time across them. */
  reserveIds(count: number): Promise<number> {
    return reserveSequenceValues(MESSAGE_SEQUENCE, count);
  }

  async clear(): Promise<void> {
    await ChatMessageModel.deleteMany({});
  }

  private async resolveAfterConflict(doc: ChatMessageDocument): Promise<StoreOutcome> {
    const stored = await this.findByClientId(doc);
    if (stored) return { doc: stored, created: stored._id === doc._id };
    try {
      await ChatMessageModel.collection.insertOne(doc as never);
      return { doc, created: true };
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const winner = await this.findByClientId(doc);
      if (!winner) throw error;
      return { doc: winner, created: false };
    }
  }

  private findByClientId(doc: ChatMessageDocument): Promise<ChatMessageDocument | null> {
    return ChatMessageModel.findOne({ consultationId: doc.consultationId, clientMessageId: doc.clientMessageId }).lean<ChatMessageDocument>().exec();
  }
}
