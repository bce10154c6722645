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

/** Reasons of a customer's ledger entries that pay for, or give back money for, a consultation. */
const consultationMoneyFilter = {
  $or: [{ reason: { $in: ['consultation', 'extension'] } }, { reason: 'refund', 'reference.type': 'consultation' }],
};

export interface ConsultationMovement extends RevenueMovement {
  consultationId: number;
}

/**
 * Every ledger entry of one customer that paid for or refunded a consultation (both accounts: cash and bonus
 * credit), oldest first. The customer's history and analytics figures are all sums of these.
 */
export async function consultationMoneyOfCustomer(userId: number): Promise<ConsultationMovement[]> {
  const docs = await LedgerEntryModel.find({ userId, ...consultationMoneyFilter })
    .sort({ _id: 1 })
    .lean<Pick<LedgerEntryDocument, 'amount' | 'createdAt' | 'reference'>[]>();
  return docs.map((doc) => ({ consultationId: Number(doc.reference.id), amount: doc.amount, at: new Date(doc.createdAt) }));
}

/**
 * What each of these consultations has cost its customer so far: its debits less its refunds, as positive
 * paise (a consultation without entries, e.g. not paid from the wallet, is absent: 0).
 */
export async function netPaidByConsultation(consultationIds: readonly number[]): Promise<Map<number, number>> {
  if (consultationIds.length === 0) return new Map();
  const docs = await LedgerEntryModel.find({
    'reference.type': 'consultation',
    'reference.id': { $in: [...consultationIds] },
    reason: { $in: ['consultation', 'extension', 'refund'] },
  }).lean<Pick<LedgerEntryDocument, 'amount' | 'reference'>[]>();
  const net = new Map<number, number>();
  for (const doc of docs) {
    const id = Number(doc.reference.id);
    net.set(id, (net.get(id) ?? 0) - doc.amount);
  }
  return net;
}
