import { LedgerEntryModel, type LedgerEntryDocument } from './ledger-entry.model';

export interface RevenueMovement {
  /** Signed paise as the customer's ledger shows it: payments negative, refunds positive. */
  amount: number;
  at: Date;
}

/**
 * Money customers moved for consultations since `since`: wallet debits for sessions and extensions,
 * and refunds that point back at a consultation. Revenue is minus their sum.
 */
export async function consultationMoneySince(since: Date): Promise<RevenueMovement[]> {
  const docs = await LedgerEntryModel.find({
    createdAt: { $gte: since },
    $or: [{ reason: { $in: ['consultation', 'extension'] } }, { reason: 'refund', 'reference.type': 'consultation' }],
  }).lean<Pick<LedgerEntryDocument, 'amount' | 'createdAt'>[]>();
  return docs.map((doc) => ({ amount: doc.amount, at: new Date(doc.createdAt) }));
}
