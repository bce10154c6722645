import type { ClientSession } from 'mongoose';
import type { EarningsEntry } from '@astrosetu/contracts';
import { nextSequenceValue } from '../../db/sequence';
import { EarningsEntryModel, PayoutModel, type EarningsEntryDocument, type PayoutDocument } from './earnings-entry.model';
import { PayoutGuardModel } from './payout-guard.model';

function toEntry(doc: EarningsEntryDocument): EarningsEntry {
  return {
    id: doc._id,
    consultationId: doc.consultationId,
    grossAmount: doc.grossAmount,
    commissionAmount: doc.commissionAmount,
    shareAmount: doc.shareAmount,
    commissionPercent: doc.commissionPercent,
    usedMinutes: doc.usedMinutes,
    platformPaidMinutes: doc.platformPaidMinutes ?? 0,
    platformPaidAmount: doc.platformPaidAmount ?? 0,
    tdsAmount: doc.tdsAmount ?? 0,
    tdsPercent: doc.tdsPercent ?? 0,
    createdAt: new Date(doc.createdAt).toISOString(),
  };
}

export type NewEarningsEntry = Omit<EarningsEntryDocument, '_id' | 'createdAt'>;

export const earningsRepository = {
  async append(input: NewEarningsEntry, session: ClientSession): Promise<EarningsEntry> {
    const id = await nextSequenceValue('astrologer_earnings');
    const [doc] = await EarningsEntryModel.create([{ ...input, _id: id }], { session });
    return toEntry(doc.toObject());
  },

  /** Oldest first, within [from, to). */
  async listForAstrologer(astrologerId: number, from: Date, to: Date): Promise<EarningsEntry[]> {
    const docs = await EarningsEntryModel.find({ astrologerId, createdAt: { $gte: from, $lt: to } })
      .sort({ createdAt: 1, _id: 1 })
      .lean<EarningsEntryDocument[]>();
    return docs.map(toEntry);
  },

  async findByConsultation(consultationId: number): Promise<EarningsEntry | null> {
    const doc = await EarningsEntryModel.findOne({ consultationId }).lean<EarningsEntryDocument>();
    return doc ? toEntry(doc) : null;
  },

  /** Every entry of one astrologer, oldest first: the dashboard's totals are computed from these. */
  async listAllForAstrologer(astrologerId: number): Promise<EarningsEntry[]> {
    const docs = await EarningsEntryModel.find({ astrologerId }).sort({ createdAt: 1, _id: 1 }).lean<EarningsEntryDocument[]>();
    return docs.map(toEntry);
  },

  /** The astrologer's share credited for each of these consultations (absent: nothing credited). */
  async sharesByConsultation(consultationIds: readonly number[]): Promise<Map<number, number>> {
    if (consultationIds.length === 0) return new Map();
    const docs = await EarningsEntryModel.find({ consultationId: { $in: [...consultationIds] } }, { consultationId: 1, shareAmount: 1 }).lean<
      Pick<EarningsEntryDocument, 'consultationId' | 'shareAmount'>[]
    >();
    return new Map(docs.map((doc) => [doc.consultationId, doc.shareAmount]));
  },

  /** Per astrologer id: completed sessions credited and the gross billed for them (net of refunds, platform-paid included). */
  async sessionsAndGrossByAstrologer(): Promise<Map<number, { sessions: number; grossAmount: number }>> {
    const docs = await EarningsEntryModel.find({}, { astrologerId: 1, grossAmount: 1 }).lean<Pick<EarningsEntryDocument, 'astrologerId' | 'grossAmount'>[]>();
    const totals = new Map<number, { sessions: number; grossAmount: number }>();
    for (const doc of docs) {
      const current = totals.get(doc.astrologerId) ?? { sessions: 0, grossAmount: 0 };
      totals.set(doc.astrologerId, { sessions: current.sessions + 1, grossAmount: current.grossAmount + doc.grossAmount });
    }
    return totals;
  },

  /** Completed sessions credited per astrologer (one entry per completed session), by astrologer id. */
  async sessionCountsByAstrologer(): Promise<Map<number, number>> {
    const docs = await EarningsEntryModel.find({}, { astrologerId: 1 }).lean<Pick<EarningsEntryDocument, 'astrologerId'>[]>();
    const counts = new Map<number, number>();
    for (const doc of docs) counts.set(doc.astrologerId, (counts.get(doc.astrologerId) ?? 0) + 1);
    return counts;
  },

  /** Every astrologer's total share (paise), by astrologer id. */
  async totalSharesByAstrologer(astrologerId?: number, session?: ClientSession): Promise<Map<number, number>> {
    // Net payable: the share less the TDS deducted under s.194-O (docs/tax.md). Two plain sums subtracted here:
    // the embedded engine (jongodb) answers 0 for a $sum of a $subtract expression.
    const rows = await EarningsEntryModel.aggregate<{ _id: number; share: number; tds: number }>([
      ...(astrologerId ? [{ $match: { astrologerId } }] : []),
      { $group: { _id: '$astrologerId', share: { $sum: '$shareAmount' }, tds: { $sum: '$tdsAmount' } } },
    ]).session(session ?? null);
    return new Map(rows.map((row) => [row._id, row.share - (row.tds ?? 0)]));
  },

  async totalPayoutsByAstrologer(astrologerId?: number, session?: ClientSession): Promise<Map<number, number>> {
    const rows = await PayoutModel.aggregate<{ _id: number; total: number }>([
      ...(astrologerId ? [{ $match: { astrologerId } }] : []),
      { $group: { _id: '$astrologerId', total: { $sum: '$amount' } } },
    ]).session(session ?? null);
    return new Map(rows.map((row) => [row._id, row.total]));
  },

  /** Returns the payout's id. */
  async recordPayout(input: Omit<PayoutDocument, '_id' | 'createdAt'>, session: ClientSession): Promise<number> {
    const id = await nextSequenceValue('astrologer_payouts');
    await PayoutModel.create([{ ...input, _id: id }], { session });
    return id;
  },

  /**
   * Writes the astrologer's payout guard inside the payout's transaction, before the amount due is read: two
   * payouts for one astrologer then touch one document, so on MongoDB the second meets a write conflict and is
   * retried after the first commits (reading the new amount due); on jongodb the write gate runs them one by one.
   */
  async lockPayouts(astrologerId: number, session: ClientSession): Promise<void> {
    await PayoutGuardModel.updateOne({ _id: astrologerId }, { $inc: { payouts: 1 } }, { upsert: true, session });
  },
};
