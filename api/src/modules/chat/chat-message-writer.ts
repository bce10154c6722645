import { reserveSequenceValues } from '../../db/sequence';
import { ChatMessageModel, type ChatMessageDocument } from './chat-message.model';

export type NewMessageDocument = Omit<ChatMessageDocument, '_id' | 'createdAt'>;

export interface WriteOutcome {
  doc: ChatMessageDocument;
  /** False when the same (consultation, client id) was already stored: `doc` is that message. */
  created: boolean;
}

interface Pending {
  input: NewMessageDocument;
  resolve(outcome: WriteOutcome): void;
  reject(error: unknown): void;
}

/** Upper bound of one insert, so a burst is split into writes of a reasonable size. */
const MAX_BATCH = 500;

const isDuplicateKey = (error: unknown) => (error as { code?: unknown }).code === 11000;

/**
 * Group commit for chat messages. Messages that arrive while a write is in flight are stored together
 * in the next insertMany: one id reservation and one insert per batch instead of two round trips per
 * message. Under light load a batch is a single message written at once, so nothing waits; under
 * heavy load the per-write cost of the engine is shared by the whole batch. Each caller still gets
 * its own answer only after its message is stored.
 */
export class ChatMessageWriter {
  private queue: Pending[] = [];
  private writing = false;

  write(input: NewMessageDocument): Promise<WriteOutcome> {
    return new Promise<WriteOutcome>((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      if (!this.writing) {
        this.writing = true;
        // Let the messages of this tick join the first batch.
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH);
      try {
        await this.writeBatch(batch);
      } catch (error) {
        for (const pending of batch) pending.reject(error);
      }
    }
    this.writing = false;
  }

  private async writeBatch(batch: Pending[]): Promise<void> {
    // One message per (consultation, client id) in a batch: a resend racing its original shares its answer.
    const unique = new Map<string, Pending[]>();
    for (const pending of batch) {
      const key = `${pending.input.consultationId}\u0000${pending.input.clientMessageId}`;
      unique.set(key, [...(unique.get(key) ?? []), pending]);
    }
    const groups = [...unique.values()];
    const firstId = await reserveSequenceValues('messages', groups.length);
    const createdAt = new Date();
    const docs: ChatMessageDocument[] = groups.map((group, index) => ({ ...group[0].input, _id: firstId + index, createdAt }));

    try {
      await ChatMessageModel.collection.insertMany(docs as never[], { ordered: false });
      groups.forEach((group, index) => settle(group, { doc: docs[index], created: true }));
      return;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    // Some client id was stored before (a resend). Engines differ in what the failed batch kept
    // (MongoDB stores the others; the embedded engine none), so ask the database about each one.
    for (const [index, group] of groups.entries()) {
      try {
        settle(group, await this.resolveAfterConflict(docs[index]));
      } catch (error) {
        for (const pending of group) pending.reject(error);
      }
    }
  }

  private async resolveAfterConflict(doc: ChatMessageDocument): Promise<WriteOutcome> {
    const stored = await ChatMessageModel.findOne({ consultationId: doc.consultationId, clientMessageId: doc.clientMessageId }).lean<ChatMessageDocument>();
    if (stored) return { doc: stored, created: stored._id === doc._id };
    try {
      await ChatMessageModel.collection.insertOne(doc as never);
      return { doc, created: true };
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const winner = await ChatMessageModel.findOne({ consultationId: doc.consultationId, clientMessageId: doc.clientMessageId }).lean<ChatMessageDocument>();
      if (!winner) throw error;
      return { doc: winner, created: false };
    }
  }
}

function settle(group: Pending[], outcome: WriteOutcome): void {
  // The first caller created it; identical resends in the same batch see the stored message.
  group.forEach((pending, index) => pending.resolve(index === 0 ? outcome : { ...outcome, created: false }));
}

export const chatMessageWriter = new ChatMessageWriter();
