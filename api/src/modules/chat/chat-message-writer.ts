import type { ChatMessageDocument } from './chat-message.model';
import { chatMessageStore, type StoreOutcome } from './chat-message-store';

export type NewMessageDocument = Omit<ChatMessageDocument, '_id' | 'createdAt'>;

interface Pending {
  input: NewMessageDocument;
  resolve(outcome: StoreOutcome): void;
  reject(error: unknown): void;
}

/** Upper bound of one batch, so a burst is split into writes of a reasonable size. */
const MAX_BATCH = 500;
/** Batches written at the same time; the next one collects what arrives meanwhile. */
const MAX_IN_FLIGHT = 4;

/**
 * Group commit for chat messages. Messages that arrive while a write is in flight are stored together
 * in the next write: one id reservation and one store write per batch (chat-message-store.ts), instead
 * of two round trips per message (the embedded engine's log hands its ids out of a block it holds, so
 * most of its batches are one round trip). Under light load a batch is a single message written at once, so
 * nothing waits; under heavy load the per-write cost of the engine is shared by the whole batch. Each
 * caller still gets its own answer only after its message is stored.
 */
export class ChatMessageWriter {
  private queue: Pending[] = [];
  private inFlight = 0;
  private scheduled = false;
  private lastReservation: Promise<unknown> = Promise.resolve();

  write(input: NewMessageDocument): Promise<StoreOutcome> {
    return new Promise<StoreOutcome>((resolve, reject) => {
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
    // (the conversation's order) even when the writes themselves overlap.
    const store = chatMessageStore();
    const reservation = this.lastReservation.then(() => store.reserveIds(groups.length));
    this.lastReservation = reservation.catch(() => undefined);
    const firstId = await reservation;
    const createdAt = new Date();
    const docs: ChatMessageDocument[] = groups.map((group, index) => ({ ...group[0].input, _id: firstId + index, createdAt }));

    const results = await store.insertOnce(docs);
    results.forEach((result, index) => {
      const group = groups[index];
      if (result.status === 'rejected') {
        for (const pending of group) pending.reject(result.reason);
        return;
      }
      // The first caller created it; identical resends in the same batch see the stored message.
      group.forEach((pending, position) => pending.resolve(position === 0 ? result.value : { ...result.value, created: false }));
    });
  }
}

export const chatMessageWriter = new ChatMessageWriter();
