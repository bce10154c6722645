import type { ClientSession } from 'mongoose';
import type { Consultation, ConsultationChannel, ConsultationEndReason, UserDetails } from '@astrosetu/contracts';
import { withWriteLock } from '../../db/transactions';
import { ActiveSlotModel, ConsultationModel, type ActiveSlotDocument, type ConsultationDocument, type EndedBy } from './consultation.model';

/** A consultation as stored, in plain values; the router adds astrologer and user names. */
export interface ConsultationRecord {
  id: number;
  userId: number;
  astrologerId: number;
  channel: ConsultationChannel;
  topic: string;
  duration: number;
  packageDuration: number;
  cost: number;
  status: Consultation['status'];
  paymentStatus: Consultation['paymentStatus'];
  astrologerExtensions: number;
  /** Minutes the customer paid for: the package plus paid extensions less the free first minutes (the rest of `duration` was free). */
  paidMinutes: number;
  /** The first minutes, paid by the platform (a new customer's first session); 0 otherwise. */
  freeFirstMinutes: number;
  /** Booked with this consultation voucher; its first `voucherMinutes` minutes are paid by the platform (0 otherwise). */
  voucherId?: number;
  voucherMinutes: number;
  /** Part of `cost` paid from bonus credit. */
  bonusPaid: number;
  ratePerMinute: number;
  rating?: number;
  review?: string;
  reviewId?: number;
  userDetails?: Partial<UserDetails>;
  astrologerJoinedAt?: string;
  customerJoinedAt?: string;
  detailsDoneAt?: string;
  startedAt?: string;
  customerMediaAt?: string;
  astrologerMediaAt?: string;
  callDroppedSince?: string;
  customerAwaySince?: string;
  astrologerAwaySince?: string;
  endedAt?: string;
  endedBy?: EndedBy;
  endReason?: ConsultationEndReason;
  usedMinutes?: number;
  refundedAmount?: number;
  createdAt: string;
}

export type NewConsultation = Pick<
  ConsultationRecord,
  'id' | 'userId' | 'astrologerId' | 'channel' | 'topic' | 'duration' | 'packageDuration' | 'cost' | 'status' | 'paymentStatus' | 'ratePerMinute' | 'userDetails'
> & { detailsDoneAt?: Date; freeFirstMinutes?: number; bonusPaid?: number; voucherId?: number; voucherMinutes?: number };

/** How a session ended, written with its end (once). */
export interface EndChange {
  status: 'completed' | 'cancelled';
  paymentStatus: Consultation['paymentStatus'];
  endedBy: EndedBy;
  endReason: ConsultationEndReason;
  usedMinutes: number;
  refundedAmount: number;
  endedAt: Date;
}

export type Side = 'user' | 'astrologer';

const iso = (date: Date | undefined) => (date ? { value: new Date(date).toISOString() } : undefined);

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
    channel: doc.channel ?? 'chat',
    topic: doc.topic,
    duration: doc.duration,
    packageDuration: doc.packageDuration,
    cost: doc.cost,
    status: doc.status,
    paymentStatus: doc.paymentStatus,
    astrologerExtensions: doc.astrologerExtensions,
    paidMinutes: doc.packageDuration + (doc.customerExtensionMinutes ?? 0) - (doc.freeFirstMinutes ?? 0) - (doc.voucherMinutes ?? 0),
    freeFirstMinutes: doc.freeFirstMinutes ?? 0,
    ...(doc.voucherId ? { voucherId: doc.voucherId } : {}),
    voucherMinutes: doc.voucherMinutes ?? 0,
    bonusPaid: doc.bonusPaid ?? 0,
    ratePerMinute: doc.ratePerMinute ?? Math.max(1, Math.round(doc.cost / 100 / Math.max(1, doc.duration))),
    ...(doc.rating ? { rating: doc.rating } : {}),
    ...(doc.review ? { review: doc.review } : {}),
    ...(doc.reviewId ? { reviewId: doc.reviewId } : {}),
    ...(doc.userDetails ? { userDetails: stripEmpty(doc.userDetails) } : {}),
    ...dateField('astrologerJoinedAt', doc.astrologerJoinedAt),
    ...dateField('customerJoinedAt', doc.customerJoinedAt),
    ...dateField('detailsDoneAt', doc.detailsDoneAt),
    ...dateField('startedAt', doc.startedAt),
    ...dateField('customerMediaAt', doc.customerMediaAt),
    ...dateField('astrologerMediaAt', doc.astrologerMediaAt),
    ...dateField('callDroppedSince', doc.callDroppedSince),
    ...dateField('customerAwaySince', doc.customerAwaySince),
    ...dateField('astrologerAwaySince', doc.astrologerAwaySince),
    ...dateField('endedAt', doc.endedAt),
    ...(doc.endedBy ? { endedBy: doc.endedBy } : {}),
    ...(doc.endReason ? { endReason: doc.endReason } : {}),
    ...(doc.usedMinutes !== undefined && doc.usedMinutes !== null ? { usedMinutes: doc.usedMinutes } : {}),
    ...(doc.refundedAmount !== undefined && doc.refundedAmount !== null ? { refundedAmount: doc.refundedAmount } : {}),
    createdAt: new Date(doc.createdAt).toISOString(),
  };
}

function dateField<K extends string>(key: K, date: Date | undefined | null): Partial<Record<K, string>> {
  const value = date ? iso(date)?.value : undefined;
  return value ? ({ [key]: value } as Record<K, string>) : {};
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

  /** Whether the customer ever booked this astrologer (any status: a no-show is a reason to report too). */
  async existsForCustomerAndAstrologer(userId: number, astrologerId: number): Promise<boolean> {
    return (await ConsultationModel.exists({ userId, astrologerId })) !== null;
  },

  /** Whether the customer has had a session that was not cancelled (running or completed). */
  async hasStartedSession(userId: number, session?: ClientSession): Promise<boolean> {
    return (await ConsultationModel.exists({ userId, status: { $in: ['active', 'completed'] } }).session(session ?? null)) !== null;
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
   * Ends an active consultation; null when it had already ended (so the end and its refund happen once).
   * The status filter makes two concurrent ends race on one document: exactly one wins.
   */
  async markEnded(id: number, change: EndChange, session: ClientSession): Promise<ConsultationRecord | null> {
    const doc = await ConsultationModel.findOneAndUpdate(
      { _id: id, status: 'active' },
      { $set: { ...change }, $unset: { customerAwaySince: 1, astrologerAwaySince: 1, customerCallDropped: 1, astrologerCallDropped: 1 } },
      { new: true, session },
    ).lean<ConsultationDocument>();
    return doc ? toRecord(doc) : null;
  },

  /** First join of the astrologer (later joins change nothing); null when it is not active. */
  async markAstrologerJoined(id: number, at: Date): Promise<ConsultationRecord | null> {
    return setOnce(id, 'astrologerJoinedAt', at);
  },

  /** First time the customer opened the chat (later opens change nothing). */
  async markCustomerJoined(id: number, at: Date): Promise<ConsultationRecord | null> {
    return setOnce(id, 'customerJoinedAt', at);
  },

  /** The customer finished or skipped the birth-details step (the first time counts). */
  async markDetailsDone(id: number, at: Date): Promise<ConsultationRecord | null> {
    return setOnce(id, 'detailsDoneAt', at);
  },

  /** Starts the billing clock when both conditions hold and it has not started; null otherwise. */
  async startIfReady(id: number, at: Date): Promise<ConsultationRecord | null> {
    const doc = await withWriteLock(() =>
      ConsultationModel.findOneAndUpdate(
        { _id: id, status: 'active', channel: { $ne: 'call' }, startedAt: { $exists: false }, astrologerJoinedAt: { $exists: true }, detailsDoneAt: { $exists: true } },
        { $set: { startedAt: at } },
        { new: true },
      ).lean<ConsultationDocument>().exec(),
    );
    return doc ? toRecord(doc) : null;
  },

  /**
   * The birth-details step ran out: starts the clock of a session whose astrologer joined at or before
   * `joinedBy` and that has not started; null otherwise. The same conditional update as startIfReady, so a
   * customer finishing the step at the same moment and this deadline start it once between them.
   */
  async startAtDeadline(id: number, at: Date, joinedBy: Date): Promise<ConsultationRecord | null> {
    const doc = await withWriteLock(() =>
      ConsultationModel.findOneAndUpdate(
        { _id: id, status: 'active', channel: { $ne: 'call' }, startedAt: { $exists: false }, astrologerJoinedAt: { $lte: joinedBy } },
        { $set: { startedAt: at } },
        { new: true },
      ).lean<ConsultationDocument>().exec(),
    );
    return doc ? toRecord(doc) : null;
  },

  /** Ids of running sessions whose astrologer joined at or before `joinedBy` and that have not started (oldest first). */
  async listJoinedUnstartedBy(joinedBy: Date, limit: number): Promise<number[]> {
    const docs = await ConsultationModel.find(
      { status: 'active', channel: { $ne: 'call' }, startedAt: { $exists: false }, astrologerJoinedAt: { $lte: joinedBy } },
      { _id: 1 },
    )
      .sort({ astrologerJoinedAt: 1 })
      .limit(limit)
      .lean<Pick<ConsultationDocument, '_id'>[]>();
    return docs.map((doc) => doc._id);
  },

  /** Demo data only: a past session that started at `at` (the astrologer joined then too). */
  async setStartForSeed(id: number, at: Date, session: ClientSession): Promise<void> {
    await ConsultationModel.updateOne({ _id: id }, { $set: { startedAt: at, astrologerJoinedAt: at } }, { session });
  },

  /** Records that `side` has no connection since `since` (kept when already set), or is back (null). */
  async setAway(id: number, side: Side, since: Date | null): Promise<void> {
    const field = side === 'user' ? 'customerAwaySince' : 'astrologerAwaySince';
    await withWriteLock(() =>
      since
        ? ConsultationModel.updateOne({ _id: id, status: 'active', [field]: { $exists: false } }, { $set: { [field]: since } }).exec()
        : ConsultationModel.updateOne({ _id: id, [field]: { $exists: true } }, { $unset: { [field]: 1 } }).exec(),
    );
  },

  /** Links the session's review (once); false when it already has one. */
  async attachReview(id: number, review: { reviewId: number; rating: number; review?: string }, session: ClientSession): Promise<boolean> {
    const result = await ConsultationModel.updateOne(
      { _id: id, status: 'completed', reviewId: { $exists: false } },
      { $set: { reviewId: review.reviewId, rating: review.rating, ...(review.review ? { review: review.review } : {}) } },
      { session },
    );
    return result.modifiedCount === 1;
  },

  /** Adds paid minutes to an active consultation; null when it is no longer active. */
  async addPaidMinutes(id: number, minutes: number, cost: number, session: ClientSession, bonusPaid = 0): Promise<ConsultationRecord | null> {
    const doc = await ConsultationModel.findOneAndUpdate(
      { _id: id, status: 'active' },
      { $inc: { duration: minutes, cost, customerExtensionMinutes: minutes, bonusPaid } },
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

  /** Ids of running sessions whose astrologer has not joined, booked before `bookedBefore`. */
  async listUnjoinedBookedBefore(bookedBefore: Date, limit: number): Promise<number[]> {
    const docs = await ConsultationModel.find(
      { status: 'active', astrologerJoinedAt: { $exists: false }, createdAt: { $lt: bookedBefore } },
      { _id: 1 },
    )
      .sort({ createdAt: 1 })
      .limit(limit)
      .lean<Pick<ConsultationDocument, '_id'>[]>();
    return docs.map((doc) => doc._id);
  },

  /** Ids of running sessions whose customer never opened the chat, booked before `bookedBefore`. */
  async listUnopenedBookedBefore(bookedBefore: Date, limit: number): Promise<number[]> {
    const docs = await ConsultationModel.find(
      { status: 'active', customerJoinedAt: { $exists: false }, createdAt: { $lt: bookedBefore } },
      { _id: 1 },
    )
      .sort({ createdAt: 1 })
      .limit(limit)
      .lean<Pick<ConsultationDocument, '_id'>[]>();
    return docs.map((doc) => doc._id);
  },

  /** Ids of running sessions where a side has had no connection since before `awayBefore`. */
  async listAwaySince(awayBefore: Date, limit: number): Promise<number[]> {
    const docs = await ConsultationModel.find(
      { status: 'active', $or: [{ customerAwaySince: { $lt: awayBefore } }, { astrologerAwaySince: { $lt: awayBefore } }] },
      { _id: 1 },
    )
      .limit(limit)
      .lean<Pick<ConsultationDocument, '_id'>[]>();
    return docs.map((doc) => doc._id);
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

  // --- Voice calls (docs/voice.md) ---------------------------------------------------------------------------

  /** A side's first report of audio arriving (later reports change nothing; nothing on a call that is not active). */
  async recordCallMedia(id: number, side: Side, at: Date): Promise<void> {
    const field = side === 'user' ? 'customerMediaAt' : 'astrologerMediaAt';
    await withWriteLock(() =>
      ConsultationModel.updateOne({ _id: id, status: 'active', channel: 'call', [field]: { $exists: false } }, { $set: { [field]: at } }).exec(),
    );
  },

  /** Starts an answered call's billing clock once both sides hear each other; null when not due or already started. */
  async startCallClock(id: number, at: Date): Promise<ConsultationRecord | null> {
    const doc = await withWriteLock(() =>
      ConsultationModel.findOneAndUpdate(
        {
          _id: id,
          status: 'active',
          channel: 'call',
          startedAt: { $exists: false },
          astrologerJoinedAt: { $exists: true },
          customerMediaAt: { $exists: true },
          astrologerMediaAt: { $exists: true },
        },
        { $set: { startedAt: at } },
        { new: true },
      ).lean<ConsultationDocument>().exec(),
    );
    return doc ? toRecord(doc) : null;
  },

  /**
   * `side` lost the call's connection at `at`: billing stops at the first drop (kept while another side is down);
   * null when the call is not running.
   */
  async markCallDropped(id: number, side: Side, at: Date): Promise<ConsultationRecord | null> {
    const doc = await withWriteLock(async () => {
      await ConsultationModel.updateOne(
        { _id: id, status: 'active', channel: 'call', startedAt: { $exists: true }, callDroppedSince: { $exists: false } },
        { $set: { callDroppedSince: at } },
      ).exec();
      return ConsultationModel.findOneAndUpdate(
        { _id: id, status: 'active', channel: 'call', callDroppedSince: { $exists: true } },
        { $set: { [droppedFlag(side)]: true } },
        { new: true },
      ).lean<ConsultationDocument>().exec();
    });
    return doc ? toRecord(doc) : null;
  },

  /**
   * `side` hears the other again. When no side is down any more, the gap is not billed: startedAt (the clock's
   * origin) moves on by it, so the booked time and the minutes used both leave it out. Returns the call and
   * whether it is back; null when it is not running.
   */
  async markCallBack(id: number, side: Side, at: Date): Promise<{ call: ConsultationRecord; resumed: boolean } | null> {
    return withWriteLock(async () => {
      const current = await ConsultationModel.findOneAndUpdate(
        { _id: id, status: 'active', channel: 'call' },
        { $unset: { [droppedFlag(side)]: 1 } },
        { new: true },
      ).lean<ConsultationDocument>().exec();
      if (!current) return null;
      const stillDown = current.customerCallDropped || current.astrologerCallDropped;
      if (!current.callDroppedSince || !current.startedAt || stillDown) return { call: toRecord(current), resumed: false };
      const gapMs = Math.max(0, at.getTime() - new Date(current.callDroppedSince).getTime());
      // Compare-and-set on the drop being resumed: of two sides reporting at once, one moves the clock.
      const resumed = await ConsultationModel.findOneAndUpdate(
        { _id: id, status: 'active', callDroppedSince: current.callDroppedSince, startedAt: current.startedAt },
        { $set: { startedAt: new Date(new Date(current.startedAt).getTime() + gapMs) }, $unset: { callDroppedSince: 1 } },
        { new: true },
      ).lean<ConsultationDocument>().exec();
      const latest = resumed ?? (await ConsultationModel.findById(id).lean<ConsultationDocument>().exec());
      return latest ? { call: toRecord(latest), resumed: Boolean(resumed) } : null;
    });
  },

  /** Calls still ringing (not answered) that were booked before `bookedBefore`. */
  async listRingingBookedBefore(bookedBefore: Date, limit: number): Promise<number[]> {
    return idsOf({ status: 'active', channel: 'call', astrologerJoinedAt: { $exists: false }, createdAt: { $lt: bookedBefore } }, limit);
  },

  /** Calls answered before `answeredBefore` whose audio never flowed (not started). */
  async listAnsweredUnconnectedBefore(answeredBefore: Date, limit: number): Promise<number[]> {
    return idsOf({ status: 'active', channel: 'call', startedAt: { $exists: false }, astrologerJoinedAt: { $lt: answeredBefore } }, limit);
  },

  /** Running calls dropped before `droppedBefore` and not back. */
  async listDroppedBefore(droppedBefore: Date, limit: number): Promise<number[]> {
    return idsOf({ status: 'active', channel: 'call', callDroppedSince: { $lt: droppedBefore } }, limit);
  },
};

function droppedFlag(side: Side): 'customerCallDropped' | 'astrologerCallDropped' {
  return side === 'user' ? 'customerCallDropped' : 'astrologerCallDropped';
}

async function idsOf(filter: Record<string, unknown>, limit: number): Promise<number[]> {
  const docs = await ConsultationModel.find(filter, { _id: 1 }).sort({ _id: 1 }).limit(limit).lean<Pick<ConsultationDocument, '_id'>[]>();
  return docs.map((doc) => doc._id);
}

async function setOnce(id: number, field: 'astrologerJoinedAt' | 'customerJoinedAt' | 'detailsDoneAt', at: Date): Promise<ConsultationRecord | null> {
  const doc = await withWriteLock(() =>
    ConsultationModel.findOneAndUpdate({ _id: id, status: 'active', [field]: { $exists: false } }, { $set: { [field]: at } }, { new: true })
      .lean<ConsultationDocument>()
      .exec(),
  );
  if (doc) return toRecord(doc);
  const current = await ConsultationModel.findById(id).lean<ConsultationDocument>();
  return current && current.status === 'active' ? toRecord(current) : null;
}
