import type { ClientSession, FilterQuery, SortOrder } from 'mongoose';
import { MISSED_CALLS_BEFORE_OFFLINE, type AdminAstrologer, type AdminAstrologersQuery, type ApprovalStatus, type Page } from '@astrosetu/contracts';
import { withWriteLock } from '../../db/transactions';
import { containsText } from '../../shared/text/escape-regex';
import { AstrologerModel, type AstrologerDocument } from './astrologer.model';
import { averageRating, avatarPathFor, toAdminAstrologer } from './astrologer.repository';

/** Profile fields an admin can set (running totals and ratings are never set by hand). */
export interface AstrologerProfileFields {
  name: string;
  email: string;
  gender: AstrologerDocument['gender'];
  experience: number;
  specializations: string[];
  languages: string[];
  description: string;
  ratePerMinute: number;
  availableFrom: string;
  availableTo: string;
  /** '' means the generated avatar. */
  image: string;
  isOnline: boolean;
}

export interface Change {
  before: AdminAstrologer;
  after: AdminAstrologer;
}

const sortKeys: Record<Exclude<AdminAstrologersQuery['sort'], 'rating'>, keyof AstrologerDocument> = {
  id: '_id',
  name: 'name',
  experience: 'experience',
  ratePerMinute: 'ratePerMinute',
  totalConsultations: 'totalConsultations',
  totalEarnings: 'totalEarnings',
  createdAt: 'createdAt',
};

function filterOf(query: AdminAstrologersQuery): FilterQuery<AstrologerDocument> {
  const filter: FilterQuery<AstrologerDocument> = {};
  if (query.status) filter.approvalStatus = query.status;
  if (query.isOnline !== undefined) filter.isOnline = query.isOnline;
  if (query.q) {
    filter.$or = [{ name: containsText(query.q) }, { email: containsText(query.q) }, { specializations: containsText(query.q) }];
  }
  return filter;
}

async function change(
  id: number,
  update: { $set?: Partial<AstrologerDocument>; $unset?: Record<string, 1> },
  session?: ClientSession,
): Promise<Change | null> {
  const before = await AstrologerModel.findById(id, null, { session }).lean<AstrologerDocument>();
  if (!before) return null;
  const after = await AstrologerModel.findByIdAndUpdate(id, update, { new: true, session }).lean<AstrologerDocument>();
  return after ? { before: toAdminAstrologer(before), after: toAdminAstrologer(after) } : null;
}

/** Admin and self-service writes of astrologer profiles, and the admin's lists and counts. */
export const astrologerAdminRepository = {
  async listPage(query: AdminAstrologersQuery): Promise<Page<AdminAstrologer>> {
    const filter = filterOf(query);
    const direction: SortOrder = query.order === 'asc' ? 1 : -1;
    if (query.sort === 'rating') {
      // The rating is derived (ratingTotal / reviewCount), which the engine cannot sort on: sort the
      // matches here. Astrologers number in the hundreds, so this stays cheap.
      const docs = await AstrologerModel.find(filter).lean<AstrologerDocument[]>();
      const sorted = docs
        .map(toAdminAstrologer)
        .sort((a, b) => (a.rating - b.rating || a.id - b.id) * direction);
      const start = (query.page - 1) * query.pageSize;
      return { items: sorted.slice(start, start + query.pageSize), total: sorted.length, page: query.page, pageSize: query.pageSize };
    }
    const sort: Record<string, SortOrder> = { [sortKeys[query.sort]]: direction, ...(query.sort === 'id' ? {} : { _id: direction }) };
    const [docs, total] = await Promise.all([
      AstrologerModel.find(filter).sort(sort).skip((query.page - 1) * query.pageSize).limit(query.pageSize).lean<AstrologerDocument[]>(),
      AstrologerModel.countDocuments(filter),
    ]);
    return { items: docs.map(toAdminAstrologer), total, page: query.page, pageSize: query.pageSize };
  },

  /** Waiting for a decision, oldest first (first come, first reviewed). */
  async listPending(): Promise<AdminAstrologer[]> {
    const docs = await AstrologerModel.find({ approvalStatus: 'pending' }).sort({ _id: 1 }).lean<AstrologerDocument[]>();
    return docs.map(toAdminAstrologer);
  },

  /** Approved astrologers with the most consultations; ties go to the better rating, then the older profile. */
  async topPerformers(limit: number): Promise<AdminAstrologer[]> {
    const docs = await AstrologerModel.find({ approvalStatus: 'approved' })
      .sort({ totalConsultations: -1, _id: 1 })
      .limit(limit * 4)
      .lean<AstrologerDocument[]>();
    return docs
      .sort(
        (a, b) =>
          b.totalConsultations - a.totalConsultations ||
          averageRating(b.ratingTotal, b.reviewCount) - averageRating(a.ratingTotal, a.reviewCount) ||
          a._id - b._id,
      )
      .slice(0, limit)
      .map(toAdminAstrologer);
  },

  async counts(): Promise<{ total: number; pending: number; online: number }> {
    const [total, pending, online] = await Promise.all([
      AstrologerModel.countDocuments({}),
      AstrologerModel.countDocuments({ approvalStatus: 'pending' }),
      AstrologerModel.countDocuments({ approvalStatus: 'approved', isOnline: true }),
    ]);
    return { total, pending, online };
  },

  async emailTaken(email: string, exceptId?: number): Promise<boolean> {
    const filter: FilterQuery<AstrologerDocument> = { email: email.toLowerCase() };
    if (exceptId) filter._id = { $ne: exceptId };
    return (await AstrologerModel.exists(filter)) !== null;
  },

  async create(id: number, fields: AstrologerProfileFields & { approvalStatus: ApprovalStatus }, session: ClientSession): Promise<AdminAstrologer> {
    const [doc] = await AstrologerModel.create(
      [
        {
          ...fields,
          _id: id,
          image: fields.image || avatarPathFor(id),
          ratingTotal: 0,
          reviewCount: 0,
          totalConsultations: 0,
          totalEarnings: 0,
        },
      ],
      { session },
    );
    return toAdminAstrologer(doc.toObject());
  },

  async update(id: number, fields: Partial<AstrologerProfileFields>, session: ClientSession): Promise<Change | null> {
    const set: Partial<AstrologerDocument> = { ...fields };
    if (fields.image === '') set.image = avatarPathFor(id);
    return change(id, { $set: set }, session);
  },

  async linkUser(id: number, userId: number, session: ClientSession): Promise<void> {
    await AstrologerModel.updateOne({ _id: id }, { $set: { userId } }, { session });
  },

  /** A rejected profile also goes offline; an approved one keeps its online flag. */
  async setApprovalStatus(id: number, status: ApprovalStatus, session: ClientSession): Promise<Change | null> {
    return change(id, { $set: { approvalStatus: status, ...(status === 'approved' ? {} : { isOnline: false }) } }, session);
  },

  /** With a session: part of an admin's audited change; without: the astrologer's own toggle. */
  async setOnline(id: number, isOnline: boolean, session?: ClientSession): Promise<Change | null> {
    if (session) return change(id, { $set: { isOnline } }, session);
    return withWriteLock(() => change(id, { $set: { isOnline } }));
  },

  /**
   * A call rang out unanswered (docs/voice.md): counts it, and at MISSED_CALLS_BEFORE_OFFLINE in a row takes the
   * astrologer offline in the same write. Returns the count and whether they were taken offline.
   */
  async recordMissedCall(id: number, session: ClientSession): Promise<{ missedInRow: number; wentOffline: boolean }> {
    const doc = await AstrologerModel.findOneAndUpdate({ _id: id }, { $inc: { missedCallsInRow: 1 } }, { new: true, session }).lean<AstrologerDocument>();
    const missedInRow = doc?.missedCallsInRow ?? 0;
    const wentOffline = Boolean(doc?.isOnline) && missedInRow >= MISSED_CALLS_BEFORE_OFFLINE;
    if (wentOffline) await AstrologerModel.updateOne({ _id: id }, { $set: { isOnline: false, missedCallsInRow: 0 } }, { session });
    return { missedInRow, wentOffline };
  },

  /** The astrologer answered or declined a call: the run of missed calls is over. */
  async resetMissedCalls(id: number): Promise<void> {
    await withWriteLock(() => AstrologerModel.updateOne({ _id: id, missedCallsInRow: { $gt: 0 } }, { $set: { missedCallsInRow: 0 } }).exec());
  },

  /** Returns the profile as it was, or null when there was none. */
  async delete(id: number, session: ClientSession): Promise<AdminAstrologer | null> {
    const before = await AstrologerModel.findById(id, null, { session }).lean<AstrologerDocument>();
    if (!before) return null;
    await AstrologerModel.deleteOne({ _id: id }, { session });
    return toAdminAstrologer(before);
  },
};
