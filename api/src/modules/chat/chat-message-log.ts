import mongoose from 'mongoose';
import type { ChatMessageDocument } from './chat-message.model';
import { reserveSequenceValues } from '../../db/sequence';
import { MESSAGE_SEQUENCE, type ChatMessageStore, type StoreOutcome } from './chat-message-store';

/**
 * Messages fill one segment collection at a time; a batch that would overflow it starts a new one (a
 * larger batch gets a segment of its own). jongodb's cost of an insert grows with the square of the
 * collection's size and hardly with the number of documents inserted at once (measured, engine CPU per
 * single-message insert: 0.2 ms into 100 documents, 0.4 ms into 250, 1.2 ms into 500, 3.8 ms into
 * 1,000; 300 messages at once into a new segment: 7 ms). 250 keeps a quiet chat's one-message writes
 * cheap, while a busy server's batches of hundreds each fill a segment of their own.
 */
export const LOG_SEGMENT_SIZE = 250;

/**
 * Message ids are taken from the counter this many at a time and handed out here: a batch then costs its insert
 * alone instead of an id round trip first. Exact for the same reason as the in-process index below: nobody else
 * takes message ids on this engine. Ids left over when the process ends are a gap, as an aborted write leaves.
 */
export const LOG_ID_BLOCK = 1_000;

type BatchResults = Promise<Array<PromiseSettledResult<StoreOutcome>>>;

/** A stored message's id, or the batch write in flight that stores it (and its place in that batch). */
type StoredRef = number | { batch: BatchResults; index: number };

interface ConsultationEntry {
  /** The segments holding this consultation's messages, ascending. */
  segments: number[];
  byClientId: Map<string, StoredRef>;
}

/**
 * The embedded engine's layout: an append log. Each batch of messages is one insert into the current
 * segment (chat_message_log_000000, _000001, ...), so a batch costs one round trip however many
 * consultations it spans, and no collection ever grows past LOG_SEGMENT_SIZE.
 *
 * What an index would answer (is this client id stored? which segments hold this consultation?) is
 * kept in this process. That is exact because the embedded engine belongs to this process: it is
 * started by it, nobody else writes to it, and its data ends with it, as this index does. (The same
 * premise lets transactions.ts serialise writes in-process on this engine.) A database reached through
 * MONGODB_URI, shared by several API instances, always uses the indexed collection instead.
 */
export class ChatMessageLog implements ChatMessageStore {
  private segment = 0;
  private inSegment = 0;
  private readonly consultations = new Map<number, ConsultationEntry>();
  /** The ids reserved from the counter and not handed out yet: [nextId, endId). */
  private nextId = 0;
  private endId = 0;

  constructor(private readonly segmentSize = LOG_SEGMENT_SIZE) {}

  async insertOnce(docs: ChatMessageDocument[]): Promise<Array<PromiseSettledResult<StoreOutcome>>> {
    const fresh: ChatMessageDocument[] = [];
    // A known client id is answered with the stored message (settled at once, so a failure is never unhandled
    // while the new ones are written); a new one is its place among `fresh`.
    const answers: Array<Promise<PromiseSettledResult<StoreOutcome>> | number> = docs.map((doc) => {
      const known = this.entryOf(doc.consultationId).byClientId.get(doc.clientMessageId);
      if (known === undefined) return fresh.push(doc) - 1;
      return settled(this.storedMessage(doc.consultationId, known).then((stored) => ({ doc: stored, created: false })));
    });
    const freshResults = fresh.length > 0 ? await this.append(fresh) : [];
    return Promise.all(answers.map((answer) => (typeof answer === 'number' ? freshResults[answer] : answer)));
  }

  async listForConsultation(consultationId: number, afterId?: number): Promise<ChatMessageDocument[]> {
    const segments = this.consultations.get(consultationId)?.segments ?? [];
    const filter = afterId ? { consultationId, _id: { $gt: afterId } } : { consultationId };
    const parts = await Promise.all(segments.map((segment) => this.collectionOf(segment).find(filter).toArray()));
    return parts.flat().sort((a, b) => a._id - b._id);
  }

  async findInConsultation(consultationId: number, id: number): Promise<ChatMessageDocument | null> {
    // Newest segment first: receipts name recent messages.
    const segments = this.consultations.get(consultationId)?.segments ?? [];
    for (let index = segments.length - 1; index >= 0; index -= 1) {
      const found = await this.collectionOf(segments[index]).findOne({ _id: id, consultationId });
      if (found) return found;
    }
    return null;
  }

  async reserveIds(count: number): Promise<number> {
    if (this.endId - this.nextId < count) {
      const block = Math.max(count, LOG_ID_BLOCK);
      this.nextId = await reserveSequenceValues(MESSAGE_SEQUENCE, block);
      this.endId = this.nextId + block;
    }
    const first = this.nextId;
    this.nextId += count;
    return first;
  }

  async clear(): Promise<void> {
    this.nextId = 0;
    this.endId = 0;
    const used = this.inSegment > 0 ? this.segment + 1 : this.segment;
    for (let segment = 0; segment < used; segment += 1) await this.collectionOf(segment).deleteMany({});
    this.consultations.clear();
    this.segment = 0;
    this.inSegment = 0;
  }

  /**
   * Writes new messages into the current segment. Their client ids are registered before the write
   * starts, so a resend arriving meanwhile waits for this write instead of storing a second copy.
   */
  private append(docs: ChatMessageDocument[]): BatchResults {
    if (this.inSegment > 0 && this.inSegment + docs.length > this.segmentSize) {
      this.segment += 1;
      this.inSegment = 0;
    }
    const segment = this.segment;
    this.inSegment += docs.length;
    const batch = this.write(segment, docs);
    docs.forEach((doc, index) => {
      const entry = this.entryOf(doc.consultationId);
      entry.byClientId.set(doc.clientMessageId, { batch, index });
      if (entry.segments[entry.segments.length - 1] !== segment) entry.segments.push(segment);
    });
    return batch;
  }

  private async write(segment: number, docs: ChatMessageDocument[]): BatchResults {
    let stored: Set<number>;
    let failure: unknown;
    try {
      await this.collectionOf(segment).insertMany(docs, { ordered: false });
      stored = new Set(docs.map((doc) => doc._id));
    } catch (error) {
      failure = error;
      // A failed insert may have kept some documents: those count as stored, the rest may be sent again.
      stored = await this.idsPresent(segment, docs).catch(() => new Set<number>());
    }
    return docs.map((doc) => {
      const entry = this.entryOf(doc.consultationId);
      if (!stored.has(doc._id)) {
        entry.byClientId.delete(doc.clientMessageId);
        return { status: 'rejected', reason: failure };
      }
      entry.byClientId.set(doc.clientMessageId, doc._id);
      return { status: 'fulfilled', value: { doc, created: true } };
    });
  }

  private async idsPresent(segment: number, docs: ChatMessageDocument[]): Promise<Set<number>> {
    const found = await this.collectionOf(segment)
      .find({ _id: { $in: docs.map((doc) => doc._id) } }, { projection: { _id: 1 } })
      .toArray();
    return new Set(found.map((doc) => doc._id));
  }

  private async storedMessage(consultationId: number, ref: StoredRef): Promise<ChatMessageDocument> {
    if (typeof ref !== 'number') {
      const result = (await ref.batch)[ref.index];
      if (result.status === 'rejected') throw result.reason;
      return result.value.doc;
    }
    const stored = await this.findInConsultation(consultationId, ref);
    if (!stored) throw new Error(`Chat message ${ref} of consultation ${consultationId} is missing from the log`);
    return stored;
  }

  private entryOf(consultationId: number): ConsultationEntry {
    let entry = this.consultations.get(consultationId);
    if (!entry) {
      entry = { segments: [], byClientId: new Map() };
      this.consultations.set(consultationId, entry);
    }
    return entry;
  }

  private collectionOf(segment: number) {
    return mongoose.connection.collection<ChatMessageDocument>(`chat_message_log_${String(segment).padStart(6, '0')}`);
  }
}

function settled<T>(promise: Promise<T>): Promise<PromiseSettledResult<T>> {
  return promise.then(
    (value) => ({ status: 'fulfilled', value }),
    (reason: unknown) => ({ status: 'rejected', reason }),
  );
}
