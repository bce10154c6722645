import type { WaitlistStatus } from '@astrosetu/contracts';
import { nextSequenceValue } from '../../db/sequence';
import { WaitlistEntryModel, type WaitlistEntryDocument } from './waitlist-entry.model';

export interface WaitlistRecord {
  id: number;
  astrologerId: number;
  userId: number;
  status: WaitlistStatus;
  joinedAt: string;
  callExpiresAt: string | null;
  consultationId: number | null;
}

const ACTIVE: WaitlistStatus[] = ['waiting', 'called'];

function toRecord(doc: WaitlistEntryDocument): WaitlistRecord {
  return {
    id: doc._id,
    astrologerId: doc.astrologerId,
    userId: doc.userId,
    status: doc.status,
    joinedAt: new Date(doc.createdAt).toISOString(),
    callExpiresAt: doc.callExpiresAt ? new Date(doc.callExpiresAt).toISOString() : null,
    consultationId: doc.consultationId ?? null,
  };
}

export class AlreadyInWaitlistError extends Error {
  constructor() {
    super('The customer is already in a waitlist');
    this.name = 'AlreadyInWaitlistError';
  }
}

export const waitlistRepository = {
  /** Throws AlreadyInWaitlistError when the customer already waits in a queue (the unique active key). */
  async create(input: { astrologerId: number; userId: number }): Promise<WaitlistRecord> {
    const id = await nextSequenceValue('waitlist_entries');
    try {
      const doc = await WaitlistEntryModel.create({ _id: id, ...input, status: 'waiting', activeKey: `active:${input.userId}` });
      return toRecord(doc.toObject());
    } catch (error) {
      if ((error as { code?: unknown }).code === 11000) throw new AlreadyInWaitlistError();
      throw error;
    }
  },

  async findActiveForUser(userId: number): Promise<WaitlistRecord | null> {
    const doc = await WaitlistEntryModel.findOne({ activeKey: `active:${userId}` }).lean<WaitlistEntryDocument>();
    return doc ? toRecord(doc) : null;
  },

  /**
   * Every waiting or called entry of the customer, whatever the astrologer (today at most one: the active key;
   * read as a list so that leaving every queue stays true if customers may one day wait in several).
   */
  async listActiveForUser(userId: number): Promise<WaitlistRecord[]> {
    const docs = await WaitlistEntryModel.find({ userId, status: { $in: ACTIVE } }).sort({ _id: 1 }).lean<WaitlistEntryDocument[]>();
    return docs.map(toRecord);
  },

  async findById(id: number): Promise<WaitlistRecord | null> {
    const doc = await WaitlistEntryModel.findById(id).lean<WaitlistEntryDocument>();
    return doc ? toRecord(doc) : null;
  },

  /** Waiting and called entries of one astrologer, first in line first. */
  async listActiveForAstrologer(astrologerId: number): Promise<WaitlistRecord[]> {
    const docs = await WaitlistEntryModel.find({ astrologerId, status: { $in: ACTIVE } }).sort({ _id: 1 }).lean<WaitlistEntryDocument[]>();
    return docs.map(toRecord);
  },

  async astrologersWithQueues(): Promise<number[]> {
    return (await WaitlistEntryModel.distinct('astrologerId', { status: { $in: ACTIVE } })) as number[];
  },

  /** waiting -> called (null when it was no longer waiting: another instance called it, or it left). */
  async markCalled(id: number, at: Date, expiresAt: Date): Promise<WaitlistRecord | null> {
    const doc = await WaitlistEntryModel.findOneAndUpdate(
      { _id: id, status: 'waiting' },
      { $set: { status: 'called', calledAt: at, callExpiresAt: expiresAt } },
      { new: true },
    ).lean<WaitlistEntryDocument>();
    return doc ? toRecord(doc) : null;
  },

  /** Moves an entry from one of `from` to a final status, once (null when it was not in `from`). */
  async finish(
    id: number,
    from: WaitlistStatus[],
    to: Exclude<WaitlistStatus, 'waiting' | 'called'>,
    extra: { consultationId?: number; callExpiredBefore?: Date } = {},
  ): Promise<WaitlistRecord | null> {
    const filter: Record<string, unknown> = { _id: id, status: { $in: from } };
    if (extra.callExpiredBefore) filter.callExpiresAt = { $lte: extra.callExpiredBefore };
    const doc = await WaitlistEntryModel.findOneAndUpdate(
      filter,
      {
        $set: { status: to, activeKey: `done:${id}`, endedAt: new Date(), ...(extra.consultationId ? { consultationId: extra.consultationId } : {}) },
        $unset: { callExpiresAt: 1 },
      },
      { new: true },
    ).lean<WaitlistEntryDocument>();
    return doc ? toRecord(doc) : null;
  },
};
