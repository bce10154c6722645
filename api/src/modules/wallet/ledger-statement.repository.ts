import { LedgerEntryModel, type LedgerEntryDocument } from './ledger-entry.model';

/** A ledger entry as the statement reads it. */
export interface StatementLedgerRow {
  id: number;
  amount: number;
  reason: LedgerEntryDocument['reason'];
  account: 'cash' | 'bonus';
  reference: { type: string; id: number | string };
  createdAt: string;
}

function toRow(doc: LedgerEntryDocument): StatementLedgerRow {
  return {
    id: doc._id,
    amount: doc.amount,
    reason: doc.reason,
    account: doc.account ?? 'cash',
    reference: { type: doc.reference.type, id: doc.reference.id },
    createdAt: new Date(doc.createdAt).toISOString(),
  };
}

/** The customer's wallet statement: one user's entries a page at a time (its own file, beside the dashboards' ledger queries). */
export const ledgerStatementRepository = {
  /** Up to `limit` of the user's entries older than `before` (all when absent), newest first (the {userId, _id} index). */
  async pageForUser(userId: number, options: { before?: number; limit: number }): Promise<StatementLedgerRow[]> {
    const filter = options.before === undefined ? { userId } : { userId, _id: { $lt: options.before } };
    const docs = await LedgerEntryModel.find(filter).sort({ _id: -1 }).limit(options.limit).lean<LedgerEntryDocument[]>();
    return docs.map(toRow);
  },

  /**
   * The sums of the user's cash and bonus entries older than entry `id`: the two balances just before it. Added up
   * in TypeScript (the embedded engine's expressions are unreliable); a customer's ledger is hundreds of entries.
   */
  async sumsBefore(userId: number, id: number): Promise<{ cash: number; bonus: number }> {
    const docs = await LedgerEntryModel.find({ userId, _id: { $lt: id } }, { amount: 1, account: 1 }).lean<Pick<LedgerEntryDocument, 'amount' | 'account'>[]>();
    const sums = { cash: 0, bonus: 0 };
    for (const doc of docs) sums[doc.account ?? 'cash'] += doc.amount;
    return sums;
  },
};
