import type { ClientSession } from 'mongoose';
import type { LedgerEntry } from '@astrosetu/contracts';
import { nextSequenceValue } from '../../db/sequence';
import { LedgerEntryModel, type LedgerEntryDocument } from './ledger-entry.model';

export type NewLedgerEntry = Omit<LedgerEntryDocument, '_id' | 'createdAt' | 'idempotencyKey'> & {
  idempotencyKey?: string;
};

function toLedgerEntry(doc: LedgerEntryDocument): LedgerEntry {
  return {
    id: doc._id,
    userId: doc.userId,
    amount: doc.amount,
    balanceAfter: doc.balanceAfter,
    reason: doc.reason,
    account: doc.account ?? 'cash',
    reference: { type: doc.reference.type, id: doc.reference.id },
    createdAt: new Date(doc.createdAt).toISOString(),
  };
}

export const ledgerRepository = {
  /** Throws the duplicate-key error (11000) when the idempotency key was used before. */
  async append(entry: NewLedgerEntry, session?: ClientSession): Promise<LedgerEntry> {
    const id = await nextSequenceValue('ledger_entries');
    const [doc] = await LedgerEntryModel.create(
      [{ ...entry, _id: id, idempotencyKey: entry.idempotencyKey ?? `auto:${id}` }],
      { session },
    );
    return toLedgerEntry(doc.toObject());
  },

  async findByIdempotencyKey(idempotencyKey: string): Promise<LedgerEntry | null> {
    const doc = await LedgerEntryModel.findOne({ idempotencyKey }).lean<LedgerEntryDocument>();
    return doc ? toLedgerEntry(doc) : null;
  },

  /** Newest first. */
  async listForUser(userId: number): Promise<LedgerEntry[]> {
    const docs = await LedgerEntryModel.find({ userId }).sort({ _id: -1 }).lean<LedgerEntryDocument[]>();
    return docs.map(toLedgerEntry);
  },

  /**
   * What a customer spent on consultations since `since`: bookings and extensions less the refunds of
   * consultations, as positive paise (computed in TypeScript; the engine's expressions are unreliable).
   */
  async consultationSpendingSince(userId: number, since: Date, session?: ClientSession): Promise<number> {
    const docs = await LedgerEntryModel.find(
      { userId, createdAt: { $gte: since }, reason: { $in: ['consultation', 'extension', 'refund'] } },
      { amount: 1, reason: 1, reference: 1, account: 1 },
      { session },
    ).lean<Pick<LedgerEntryDocument, 'amount' | 'reason' | 'reference' | 'account'>[]>();
    // The customer's own money only: bonus credit spent is not spending.
    const net = docs
      .filter((doc) => (doc.account ?? 'cash') === 'cash')
      .filter((doc) => doc.reason !== 'refund' || doc.reference.type === 'consultation')
      .reduce((sum, doc) => sum - doc.amount, 0);
    return Math.max(0, net);
  },

  /** Sum of every entry of one account per user (computed in TypeScript: a $group $sum also works, this reads clearer). */
  async sumsByUser(account: 'cash' | 'bonus' = 'cash'): Promise<Map<number, number>> {
    const docs = await LedgerEntryModel.find({}, { userId: 1, amount: 1, account: 1 }).lean<Pick<LedgerEntryDocument, 'userId' | 'amount' | 'account'>[]>();
    const sums = new Map<number, number>();
    for (const doc of docs) {
      if ((doc.account ?? 'cash') === account) sums.set(doc.userId, (sums.get(doc.userId) ?? 0) + doc.amount);
    }
    return sums;
  },
};
