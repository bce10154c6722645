import type { ClientSession } from 'mongoose';
import type { AdminAstrologer, Astrologer, AstrologerSummary, MarketplaceFigures } from '@astrosetu/contracts';
import { nextSequenceValue } from '../../db/sequence';
import { withWriteLock } from '../../db/transactions';
import { AstrologerModel, type AstrologerDocument } from './astrologer.model';

export type NewAstrologer = Omit<
  AstrologerDocument,
  '_id' | 'image' | 'createdAt' | 'updatedAt' | 'ratingTotal' | 'totalConsultations' | 'totalEarnings'
> & { ratingTotal?: number; totalConsultations?: number; totalEarnings?: number; image?: string };

export function avatarPathFor(astrologerId: number): string {
  return `/api/avatars/${astrologerId}.svg`;
}

export function averageRating(ratingTotal: number, reviewCount: number): number {
  if (reviewCount === 0) return 0;
  return Math.round((ratingTotal / reviewCount) * 10) / 10;
}

/**
 * Ratings counted from the astrologers' review totals (kept in step with each review); consultations from
 * `completedSessions` (per astrologer id, read from the earnings ledger: one entry per completed session).
 */
export function marketplaceFiguresOf(docs: readonly AstrologerDocument[], completedSessions: ReadonlyMap<number, number>): MarketplaceFigures {
  const sum = (value: (doc: AstrologerDocument) => number) => docs.reduce((total, doc) => total + value(doc), 0);
  const reviewCount = sum((doc) => doc.reviewCount);
  return {
    astrologersOnline: docs.filter((doc) => doc.isOnline).length,
    averageRating: reviewCount > 0 ? averageRating(sum((doc) => doc.ratingTotal), reviewCount) : null,
    reviewCount,
    consultations: sum((doc) => completedSessions.get(doc._id) ?? 0),
  };
}

export function toAstrologer(doc: AstrologerDocument): Astrologer {
  return {
    id: doc._id,
    name: doc.name,
    image: doc.image,
    gender: doc.gender,
    experience: doc.experience,
    specializations: doc.specializations,
    languages: doc.languages,
    description: doc.description,
    ratePerMinute: doc.ratePerMinute,
    takesCalls: Boolean(doc.callRatePerMinute),
    callRatePerMinute: doc.callRatePerMinute ?? null,
    availableFrom: doc.availableFrom,
    availableTo: doc.availableTo,
    rating: averageRating(doc.ratingTotal, doc.reviewCount),
    reviewCount: doc.reviewCount,
    isApproved: doc.approvalStatus === 'approved',
    approvalStatus: doc.approvalStatus,
    isOnline: doc.isOnline,
    totalConsultations: doc.totalConsultations,
    createdAt: new Date(doc.createdAt).toISOString(),
  };
}

export function toAdminAstrologer(doc: AstrologerDocument): AdminAstrologer {
  return {
    ...toAstrologer(doc),
    email: doc.email,
    totalEarnings: doc.totalEarnings,
    ...(doc.userId ? { userId: doc.userId } : {}),
  };
}

export const astrologerRepository = {
  async create(input: NewAstrologer): Promise<AdminAstrologer> {
    const id = await nextSequenceValue('astrologers');
    const doc = await AstrologerModel.create({ ...input, _id: id, image: input.image ?? avatarPathFor(id) });
    return toAdminAstrologer(doc.toObject());
  },

  /**
   * Approved astrologers in id order, so the listing (and "the first 3 featured") is stable, and the
   * marketplace's figures counted from the same read. Each one's `totalConsultations` is its count in
   * `completedSessions` (the earnings ledger), never a stored counter.
   */
  async approvedCatalogue(completedSessions: ReadonlyMap<number, number>): Promise<{ astrologers: Astrologer[]; figures: MarketplaceFigures }> {
    const docs = await AstrologerModel.find({ approvalStatus: 'approved' }).sort({ _id: 1 }).lean<AstrologerDocument[]>();
    return {
      astrologers: docs.map((doc) => ({ ...toAstrologer(doc), totalConsultations: completedSessions.get(doc._id) ?? 0 })),
      figures: marketplaceFiguresOf(docs, completedSessions),
    };
  },

  async findById(id: number, session?: ClientSession): Promise<AdminAstrologer | null> {
    const doc = await AstrologerModel.findById(id, null, { session }).lean<AstrologerDocument>();
    return doc ? toAdminAstrologer(doc) : null;
  },

  async findApprovedById(id: number): Promise<Astrologer | null> {
    const doc = await AstrologerModel.findOne({ _id: id, approvalStatus: 'approved' }).lean<AstrologerDocument>();
    return doc ? toAstrologer(doc) : null;
  },

  /** Name and picture of an approved profile: a pending or rejected one is not public (anonymous routes). */
  async findApprovedSummaryById(id: number): Promise<AstrologerSummary | null> {
    const doc = await AstrologerModel.findOne({ _id: id, approvalStatus: 'approved' }, { name: 1, image: 1 }).lean<
      Pick<AstrologerDocument, '_id' | 'name' | 'image'>
    >();
    return doc ? { id: doc._id, name: doc.name, image: doc.image } : null;
  },

  async findSummaryById(id: number): Promise<AstrologerSummary | null> {
    const doc = await AstrologerModel.findById(id, { name: 1, image: 1 }).lean<Pick<AstrologerDocument, '_id' | 'name' | 'image'>>();
    return doc ? { id: doc._id, name: doc.name, image: doc.image } : null;
  },

  async findNamesByIds(ids: number[]): Promise<Map<number, AstrologerSummary>> {
    const docs = await AstrologerModel.find({ _id: { $in: ids } }, { name: 1, image: 1 }).lean<
      Pick<AstrologerDocument, '_id' | 'name' | 'image'>[]
    >();
    return new Map(docs.map((doc) => [doc._id, { id: doc._id, name: doc.name, image: doc.image }]));
  },

  async findByUserId(userId: number): Promise<AdminAstrologer | null> {
    const doc = await AstrologerModel.findOne({ userId }).lean<AstrologerDocument>();
    return doc ? toAdminAstrologer(doc) : null;
  },

  async linkUser(id: number, userId: number): Promise<void> {
    await withWriteLock(() => AstrologerModel.updateOne({ _id: id }, { $set: { userId } }).exec());
  },

  /** Bookkeeping of a completed session: counts it and adds what the customer paid for it (after refunds). */
  async recordCompletedSession(id: number, session: { earnings: number }, txn: ClientSession): Promise<void> {
    await AstrologerModel.updateOne({ _id: id }, { $inc: { totalConsultations: 1, totalEarnings: session.earnings } }, { session: txn });
  },

  /** Every astrologer's stored session totals (the admin table sorts by them). */
  async listStoredTotals(): Promise<Array<{ id: number; totalConsultations: number; totalEarnings: number }>> {
    const docs = await AstrologerModel.find({}, { totalConsultations: 1, totalEarnings: 1 }).lean<
      Pick<AstrologerDocument, '_id' | 'totalConsultations' | 'totalEarnings'>[]
    >();
    return docs.map((doc) => ({ id: doc._id, totalConsultations: doc.totalConsultations ?? 0, totalEarnings: doc.totalEarnings ?? 0 }));
  },

  async setStoredTotals(id: number, totals: { totalConsultations: number; totalEarnings: number }): Promise<void> {
    await withWriteLock(() => AstrologerModel.updateOne({ _id: id }, { $set: totals }).exec());
  },

  /** A customer's review (the only source of rating and review count): in the review's transaction. */
  async recordReview(id: number, rating: number, txn: ClientSession): Promise<void> {
    await AstrologerModel.updateOne({ _id: id }, { $inc: { ratingTotal: rating, reviewCount: 1 } }, { session: txn });
  },

  /** The astrologer's own listing fields (rate, hours, languages...). */
  async updateOwnProfile(
    id: number,
    change: Partial<Pick<AstrologerDocument, 'description' | 'specializations' | 'languages' | 'ratePerMinute' | 'availableFrom' | 'availableTo' | 'image'>> & {
      /** null: the astrologer stops taking calls. */
      callRatePerMinute?: number | null;
    },
  ): Promise<AdminAstrologer | null> {
    const { callRatePerMinute, ...fields } = change;
    const update = {
      $set: { ...fields, ...(typeof callRatePerMinute === 'number' ? { callRatePerMinute } : {}) },
      ...(callRatePerMinute === null ? { $unset: { callRatePerMinute: 1 } } : {}),
    };
    const doc = await withWriteLock(() => AstrologerModel.findOneAndUpdate({ _id: id }, update, { new: true }).lean<AstrologerDocument>().exec());
    return doc ? toAdminAstrologer(doc) : null;
  },

  /** The photo the public sees, set when an admin approves a new one (issue 33); in the decision's transaction. */
  async setPublicImage(id: number, image: string, session: ClientSession): Promise<AdminAstrologer | null> {
    const doc = await AstrologerModel.findOneAndUpdate({ _id: id }, { $set: { image } }, { new: true, session }).lean<AstrologerDocument>().exec();
    return doc ? toAdminAstrologer(doc) : null;
  },

  async count(): Promise<number> {
    return AstrologerModel.countDocuments({});
  },
};
