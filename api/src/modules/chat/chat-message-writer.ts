import { reserveSequenceValues } from '../../db/sequence';
import { chatMessageModelFor, messageShardOf, type ChatMessageDocument } from './chat-message.model';

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

/** Upper bound of one batch, so a burst is split into writes of a reasonable size. */
const MAX_BATCH = 500;
/** Batches written at the same time; the next one collects what arrives meanwhile. */
const MAX_IN_FLIGHT = 4;

const isDuplicateKey = (error: unknown) => (error as { code?: unknown }).code === 11000;

/**
 * Group commit for chat messages. Messages that arrive while a write is in flight are stored together
 * in the next write: one id reservation per batch and one insertMany per message collection it
 * touches (chat-message.model.ts), instead of two round trips per message. Under light load a batch is a single message written at once, so nothing waits; under
 * heavy load the per-write cost of the engine is shared by the whole batch. Each caller still gets
 * its own answer only after its message is stored.
 */
export class ChatMessageWriter {
  private queue: Pending[] = [];
  private inFlight = 0;
  private scheduled = false;
  private lastReservation: Promise<unknown> = Promise.resolve();

  write(input: NewMessageDocument): Promise<WriteOutcome> {
    return new Promise<WriteOutcome>((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        // Let the messages of this tick join the same batch.
        setImmediate(() => {
          this.scheduled = false;
          this.pump();
        });
      }
    });
  }

  /** Starts batches while there is work and room: a few writes may run side by side. */
  private pump(): void {
    while (this.queue.length > 0 && this.inFlight < MAX_IN_FLIGHT) {
      const batch = this.queue.splice(0, MAX_BATCH);
      this.inFlight += 1;
      void this.writeBatch(batch)
        .catch((error: unknown) => {
          for (const pending of batch) pending.reject(error);
        })
        .finally(() => {
          this.inFlight -= 1;
          this.pump();
        });
    }
  }

  private async writeBatch(batch: Pending[]): Promise<void> {
    // One message per (consultation, client id) in a batch: a resend racing its original shares its answer.
    const unique = new Map<string, Pending[]>();
    for (const pending of batch) {
      const key = `${pending.input.consultationId}\u0000${pending.input.clientMessageId}`;
      const group = unique.get(key);
      if (group) group.push(pending);
      else unique.set(key, [pending]);
    }
    const groups = [...unique.values()];
    // Ids are reserved one batch after the other, so an earlier batch always gets the lower ids
    // (the conversation's order) even when the inserts themselves overlap.
    const reservation = this.lastReservation.then(() => reserveSequenceValues('messages', groups.length));
    this.lastReservation = reservation.catch(() => undefined);
    const firstId = await reservation;
    const createdAt = new Date();
    const docs: ChatMessageDocument[] = groups.map((group, index) => ({ ...group[0].input, _id: firstId + index, createdAt }));

    // One insert per collection the batch touches, side by side.
    const byShard = new Map<number, number[]>();
    docs.forEach((doc, index) => {
      const shard = messageShardOf(doc.consultationId);
      const indexes = byShard.get(shard);
      if (indexes) indexes.push(index);
      else byShard.set(shard, [index]);
    });
    await Promise.all(
      [...byShard.values()].map(async (indexes) => {
        const shardDocs = indexes.map((index) => docs[index]);
        try {
          await chatMessageModelFor(shardDocs[0].consultationId).collection.insertMany(shardDocs as never[], { ordered: false });
          for (const index of indexes) settle(groups[index], { doc: docs[index], created: true });
          return;
        } catch (error) {
          if (!isDuplicateKey(error)) {
            for (const index of indexes) for (const pending of groups[index]) pending.reject(error);
            return;
          }
        }
        // Some client id was stored before (a resend). Engines differ in what the failed insert kept
        // (MongoDB stores the others; the embedded engine none), so ask the database about each one.
        for (const index of indexes) {
          try {
            settle(groups[index], await this.resolveAfterConflict(docs[index]));
          } catch (error) {
            for (const pending of groups[index]) pending.reject(error);
          }
        }
      }),
    );
  }

  private async resolveAfterConflict(doc: ChatMessageDocument): Promise<WriteOutcome> {
    const model = chatMessageModelFor(doc.consultationId);
    const stored = await model.findOne({ consultationId: doc.consultationId, clientMessageId: doc.clientMessageId }).lean<ChatMessageDocument>();
    if (stored) return { doc: stored, created: stored._id === doc._id };
    try {
      await model.collection.insertOne(doc as never);
      return { doc, created: true };
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const winner = await model.findOne({ consultationId: doc.consultationId, clientMessageId: doc.clientMessageId }).lean<ChatMessageDocument>();
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
