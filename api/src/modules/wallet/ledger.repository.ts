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

  /** Sum of every entry per user (computed in TypeScript: a $group $sum also works, this reads clearer). */
  async sumsByUser(): Promise<Map<number, number>> {
    const docs = await LedgerEntryModel.find({}, { userId: 1, amount: 1 }).lean<Pick<LedgerEntryDocument, 'userId' | 'amount'>[]>();
    const sums = new Map<number, number>();
    for (const doc of docs) sums.set(doc.userId, (sums.get(doc.userId) ?? 0) + doc.amount);
    return sums;
  },
};
