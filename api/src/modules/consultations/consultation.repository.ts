import type { ClientSession } from 'mongoose';
import type { Consultation, UserDetails } from '@astrosetu/contracts';
import { withWriteLock } from '../../db/transactions';
import { ActiveSlotModel, ConsultationModel, type ActiveSlotDocument, type ConsultationDocument, type EndedBy } from './consultation.model';

/** A consultation as stored, in plain values; the router adds astrologer and user names. */
export interface ConsultationRecord {
  id: number;
  userId: number;
  astrologerId: number;
  topic: string;
  duration: number;
  packageDuration: number;
  cost: number;
  status: Consultation['status'];
  paymentStatus: Consultation['paymentStatus'];
  astrologerExtensions: number;
  rating?: number;
  review?: string;
  userDetails?: Partial<UserDetails>;
  endedAt?: string;
  endedBy?: EndedBy;
  createdAt: string;
}

export type NewConsultation = Omit<ConsultationRecord, 'createdAt' | 'endedAt' | 'endedBy' | 'rating' | 'review' | 'astrologerExtensions'>;

export interface ActiveSlot {
  userId: number;
  consultationId: number;
  astrologerId: number;
}

function toRecord(doc: ConsultationDocument): ConsultationRecord {
  return {
    id: doc._id,
    userId: doc.userId,
    astrologerId: doc.astrologerId,
    topic: doc.topic,
    duration: doc.duration,
    packageDuration: doc.packageDuration,
    cost: doc.cost,
    status: doc.status,
    paymentStatus: doc.paymentStatus,
    astrologerExtensions: doc.astrologerExtensions,
    ...(doc.rating ? { rating: doc.rating } : {}),
    ...(doc.review ? { review: doc.review } : {}),
    ...(doc.userDetails ? { userDetails: stripEmpty(doc.userDetails) } : {}),
    ...(doc.endedAt ? { endedAt: new Date(doc.endedAt).toISOString() } : {}),
    ...(doc.endedBy ? { endedBy: doc.endedBy } : {}),
    createdAt: new Date(doc.createdAt).toISOString(),
  };
}

function stripEmpty(details: Partial<UserDetails>): Partial<UserDetails> {
  return Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined && value !== null)) as Partial<UserDetails>;
}

function toSlot(doc: ActiveSlotDocument): ActiveSlot {
  return { userId: doc._id, consultationId: doc.consultationId, astrologerId: doc.astrologerId };
}

/** Thrown when another request changed a customer's active slot first; the caller retries. */
export class ActiveSlotChangedError extends Error {
  constructor() {
    super('The active consultation changed during the request');
    this.name = 'ActiveSlotChangedError';
  }
}

export const consultationRepository = {
  async create(input: NewConsultation & { id: number }, session: ClientSession): Promise<ConsultationRecord> {
    const [doc] = await ConsultationModel.create(
      [{ ...input, _id: input.id, astrologerExtensions: 0, customerExtensionMinutes: 0 }],
      { session },
    );
    return toRecord(doc.toObject());
  },

  async findById(id: number, session?: ClientSession): Promise<ConsultationRecord | null> {
    const doc = await ConsultationModel.findById(id, null, { session }).lean<ConsultationDocument>();
    return doc ? toRecord(doc) : null;
  },

  /** Newest first. */
  async listForUser(userId: number): Promise<ConsultationRecord[]> {
    const docs = await ConsultationModel.find({ userId }).sort({ _id: -1 }).lean<ConsultationDocument[]>();
    return docs.map(toRecord);
  },

  async findActiveForUser(userId: number): Promise<ConsultationRecord | null> {
    const doc = await ConsultationModel.findOne({ userId, status: 'active' }).sort({ _id: -1 }).lean<ConsultationDocument>();
    return doc ? toRecord(doc) : null;
  },

  async listActiveForAstrologer(astrologerId: number): Promise<ConsultationRecord[]> {
    const docs = await ConsultationModel.find({ astrologerId, status: 'active' }).sort({ _id: -1 }).lean<ConsultationDocument[]>();
    return docs.map(toRecord);
  },

  /** Sessions that are over, newest first. */
  async listHistoryForAstrologer(astrologerId: number, limit: number): Promise<ConsultationRecord[]> {
    const docs = await ConsultationModel.find({ astrologerId, status: { $ne: 'active' } })
      .sort({ _id: -1 })
      .limit(limit)
      .lean<ConsultationDocument[]>();
    return docs.map(toRecord);
  },

  /**
   * Ends an active consultation; null when it had already ended (so end and rating happen once).
   * The status filter makes two concurrent ends race on one document: exactly one wins.
   */
  async markEnded(
    id: number,
    change: { endedBy: EndedBy; rating?: number; review?: string },
    session: ClientSession,
  ): Promise<ConsultationRecord | null> {
    const set: Partial<ConsultationDocument> = { status: 'completed', endedAt: new Date(), endedBy: change.endedBy };
    if (change.rating) set.rating = change.rating;
    if (change.review) set.review = change.review;
    const doc = await ConsultationModel.findOneAndUpdate({ _id: id, status: 'active' }, { $set: set }, { new: true, session }).lean<ConsultationDocument>();
    return doc ? toRecord(doc) : null;
  },

  /** Adds paid minutes to an active consultation; null when it is no longer active. */
  async addPaidMinutes(id: number, minutes: number, cost: number, session: ClientSession): Promise<ConsultationRecord | null> {
    const doc = await ConsultationModel.findOneAndUpdate(
      { _id: id, status: 'active' },
      { $inc: { duration: minutes, cost, customerExtensionMinutes: minutes } },
      { new: true, session },
    ).lean<ConsultationDocument>();
    return doc ? toRecord(doc) : null;
  },

  /** Adds free astrologer minutes while fewer than `maxExtensions` were given; null otherwise. */
  async addAstrologerMinutes(id: number, minutes: number, maxExtensions: number): Promise<ConsultationRecord | null> {
    const doc = await withWriteLock(() =>
      ConsultationModel.findOneAndUpdate(
        { _id: id, status: 'active', astrologerExtensions: { $lt: maxExtensions } },
        { $inc: { duration: minutes, astrologerExtensions: 1 } },
        { new: true },
      ).lean<ConsultationDocument>().exec(),
    );
    return doc ? toRecord(doc) : null;
  },

  /** `onlyWhileActive`: the write happens only if the consultation is still active (an end racing it wins). */
  async setUserDetails(id: number, userDetails: UserDetails, options: { onlyWhileActive?: boolean } = {}): Promise<ConsultationRecord | null> {
    const filter = options.onlyWhileActive ? { _id: id, status: 'active' } : { _id: id };
    const doc = await withWriteLock(() =>
      ConsultationModel.findOneAndUpdate(filter, { $set: { userDetails } }, { new: true }).lean<ConsultationDocument>().exec(),
    );
    return doc ? toRecord(doc) : null;
  },

  async findActiveSlot(userId: number): Promise<ActiveSlot | null> {
    const doc = await ActiveSlotModel.findById(userId).lean<ActiveSlotDocument>();
    return doc ? toSlot(doc) : null;
  },

  /**
   * Compare-and-set of the customer's active slot: from `expected` (null: no session running) to the
   * new consultation. Throws ActiveSlotChangedError when another request got there first.
   */
  async claimActiveSlot(expected: ActiveSlot | null, next: ActiveSlot, session: ClientSession): Promise<void> {
    if (!expected) {
      try {
        await ActiveSlotModel.create([{ _id: next.userId, consultationId: next.consultationId, astrologerId: next.astrologerId }], { session });
      } catch (error) {
        if ((error as { code?: unknown }).code === 11000) throw new ActiveSlotChangedError();
        throw error;
      }
      return;
    }
    const result = await ActiveSlotModel.updateOne(
      { _id: expected.userId, consultationId: expected.consultationId },
      { $set: { consultationId: next.consultationId, astrologerId: next.astrologerId } },
      { session },
    );
    if (result.matchedCount !== 1) throw new ActiveSlotChangedError();
  },

  /** Frees the customer's slot if it still points at this consultation. */
  async releaseActiveSlot(userId: number, consultationId: number, session: ClientSession): Promise<void> {
    await ActiveSlotModel.deleteOne({ _id: userId, consultationId }, { session });
  },
};
