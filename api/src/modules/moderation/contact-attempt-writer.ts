import mongoose from 'mongoose';
import { reserveSequenceValues } from '../../db/sequence';
import { ContactAttemptModel, type ContactAttemptDocument } from './contact-attempt.model';

export type NewContactAttemptDocument = Omit<ContactAttemptDocument, '_id' | 'createdAt'>;

interface Pending {
  doc: NewContactAttemptDocument;
  resolve(): void;
  reject(error: unknown): void;
}

/** Upper bound of one insert. */
const MAX_BATCH = 500;

/**
 * Group commit for contact attempts, as chat-message-writer.ts does for the messages: attempts recorded in the same
 * tick, or while a write is in flight, are stored together, with one id reservation and one insert. A sender giving a
 * number in parts gets every other message masked, so under load attempts come by the hundred per second; one by one,
 * each cost an id round trip and a mongoose document (validation, hooks, a save) before its insert, which made a
 * masked message several times dearer than the message itself (bench:chat, issue 37). The documents are built here
 * from typed values of the chat (the model's fields, createdAt set as its timestamps would). Each caller is answered
 * once its attempt is stored; a failed write fails every attempt of its batch.
 */
export class ContactAttemptWriter {
  private queue: Pending[] = [];
  private writing = false;
  private scheduled = false;

  write(doc: NewContactAttemptDocument): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ doc, resolve, reject });
      this.schedule();
    });
  }

  /** The next batch starts on the next turn of the event loop (the attempts of this tick join it), one at a time. */
  private schedule(): void {
    if (this.scheduled || this.writing || this.queue.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    if (this.writing || this.queue.length === 0) return;
    this.writing = true;
    const batch = this.queue.splice(0, MAX_BATCH);
    try {
      const firstId = await reserveSequenceValues('contact_attempts', batch.length);
      const createdAt = new Date();
      const docs: ContactAttemptDocument[] = batch.map((pending, index) => ({ _id: firstId + index, ...pending.doc, createdAt }));
      await mongoose.connection.collection<ContactAttemptDocument>(ContactAttemptModel.collection.collectionName).insertMany(docs, { ordered: true });
      for (const pending of batch) pending.resolve();
    } catch (error) {
      for (const pending of batch) pending.reject(error);
    } finally {
      this.writing = false;
      this.schedule();
    }
  }
}

export const contactAttemptWriter = new ContactAttemptWriter();
