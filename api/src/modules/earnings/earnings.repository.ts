import type { ClientSession } from 'mongoose';
import type { EarningsEntry } from '@astrosetu/contracts';
import { nextSequenceValue } from '../../db/sequence';
import { EarningsEntryModel, PayoutModel, type EarningsEntryDocument, type PayoutDocument } from './earnings-entry.model';

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

  /** Every astrologer's total share (paise), by astrologer id. */
  async totalSharesByAstrologer(astrologerId?: number): Promise<Map<number, number>> {
    const rows = await EarningsEntryModel.aggregate<{ _id: number; total: number }>([
      ...(astrologerId ? [{ $match: { astrologerId } }] : []),
      { $group: { _id: '$astrologerId', total: { $sum: '$shareAmount' } } },
    ]);
    return new Map(rows.map((row) => [row._id, row.total]));
  },

  async totalPayoutsByAstrologer(astrologerId?: number): Promise<Map<number, number>> {
    const rows = await PayoutModel.aggregate<{ _id: number; total: number }>([
      ...(astrologerId ? [{ $match: { astrologerId } }] : []),
      { $group: { _id: '$astrologerId', total: { $sum: '$amount' } } },
    ]);
    return new Map(rows.map((row) => [row._id, row.total]));
  },

  async recordPayout(input: Omit<PayoutDocument, '_id' | 'createdAt'>, session: ClientSession): Promise<void> {
    const id = await nextSequenceValue('astrologer_payouts');
    await PayoutModel.create([{ ...input, _id: id }], { session });
  },
};
