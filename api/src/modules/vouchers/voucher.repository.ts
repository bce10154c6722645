import type { ClientSession } from 'mongoose';
import type { ConsultationVoucher, VoucherGrant } from '@astrosetu/contracts';
import { nextSequenceValue } from '../../db/sequence';
import { ConsultationVoucherModel, PlatformExpenseEntryModel, type ConsultationVoucherDocument, type PlatformExpenseEntryDocument } from './voucher.model';

export type VoucherRecord = ConsultationVoucher & { userId: number; settledAt?: string };

function toRecord(doc: ConsultationVoucherDocument): VoucherRecord {
  return {
    id: doc._id,
    userId: doc.userId,
    kind: doc.kind,
    minutes: doc.minutes,
    value: doc.value,
    specialization: doc.specialization,
    orderTxnid: doc.orderTxnid,
    itemKey: doc.itemKey,
    status: doc.status,
    expiresAt: new Date(doc.expiresAt).toISOString(),
    createdAt: new Date(doc.createdAt).toISOString(),
    ...(doc.consultationId ? { consultationId: doc.consultationId } : {}),
    ...(doc.refundedAmount ? { refundedAmount: doc.refundedAmount } : {}),
    ...(doc.settledAt ? { settledAt: new Date(doc.settledAt).toISOString() } : {}),
  };
}

export const voucherRepository = {
  /** Issues the grants of one order; a grant already issued for it (a replayed callback) is left as it is. */
  async issue(
    input: { userId: number; orderTxnid: string; itemKey: string; grants: readonly VoucherGrant[]; expiresAt: Date },
    session: ClientSession,
  ): Promise<VoucherRecord[]> {
    const issued: VoucherRecord[] = [];
    for (const grant of input.grants) {
      const existing = await ConsultationVoucherModel.findOne({ orderTxnid: input.orderTxnid, kind: grant.kind }).session(session).lean<ConsultationVoucherDocument>();
      if (existing) continue;
      const id = await nextSequenceValue('consultation_vouchers');
      const [doc] = await ConsultationVoucherModel.create(
        [
          {
            _id: id,
            userId: input.userId,
            orderTxnid: input.orderTxnid,
            itemKey: input.itemKey,
            kind: grant.kind,
            minutes: grant.minutes,
            value: grant.value,
            specialization: grant.specialization,
            status: 'active',
            expiresAt: input.expiresAt,
          },
        ],
        { session },
      );
      issued.push(toRecord(doc.toObject()));
    }
    return issued;
  },

  async findById(id: number, session?: ClientSession): Promise<VoucherRecord | null> {
    const doc = await ConsultationVoucherModel.findById(id).session(session ?? null).lean<ConsultationVoucherDocument>();
    return doc ? toRecord(doc) : null;
  },

  async findByConsultation(consultationId: number, session?: ClientSession): Promise<VoucherRecord | null> {
    const doc = await ConsultationVoucherModel.findOne({ consultationId }).session(session ?? null).lean<ConsultationVoucherDocument>();
    return doc ? toRecord(doc) : null;
  },

  /** Newest first. */
  async listForUser(userId: number): Promise<VoucherRecord[]> {
    const docs = await ConsultationVoucherModel.find({ userId }).sort({ _id: -1 }).lean<ConsultationVoucherDocument[]>();
    return docs.map(toRecord);
  },

  async listForOrder(orderTxnid: string, session?: ClientSession): Promise<VoucherRecord[]> {
    const docs = await ConsultationVoucherModel.find({ orderTxnid }).sort({ _id: 1 }).session(session ?? null).lean<ConsultationVoucherDocument[]>();
    return docs.map(toRecord);
  },

  /**
   * active -> used for this customer's unexpired voucher, in one conditional update: of any number of bookings
   * racing for it, one matches. Null when it is not theirs, not active or expired.
   */
  async markUsed(id: number, userId: number, consultationId: number, now: Date, session: ClientSession): Promise<VoucherRecord | null> {
    const doc = await ConsultationVoucherModel.findOneAndUpdate(
      { _id: id, userId, status: 'active', expiresAt: { $gt: now } },
      { $set: { status: 'used', consultationId, usedAt: now } },
      { new: true, session },
    ).lean<ConsultationVoucherDocument>();
    return doc ? toRecord(doc) : null;
  },

  /** A session that never started gives its voucher back (used -> active), once. */
  async release(consultationId: number, session: ClientSession): Promise<VoucherRecord | null> {
    const doc = await ConsultationVoucherModel.findOneAndUpdate(
      { consultationId, status: 'used', settledAt: null },
      { $set: { status: 'active', consultationId: null, usedAt: null } },
      { new: true, session },
    ).lean<ConsultationVoucherDocument>();
    return doc ? toRecord(doc) : null;
  },

  /** The end of the session booked with it: settled once (null when it already was). */
  async markSettled(consultationId: number, refundedAmount: number, now: Date, session: ClientSession): Promise<VoucherRecord | null> {
    const doc = await ConsultationVoucherModel.findOneAndUpdate(
      { consultationId, status: 'used', settledAt: null },
      { $set: { settledAt: now, refundedAmount } },
      { new: true, session },
    ).lean<ConsultationVoucherDocument>();
    return doc ? toRecord(doc) : null;
  },

  /** Active vouchers whose time is up, oldest first. */
  async listExpired(now: Date, limit: number): Promise<VoucherRecord[]> {
    const docs = await ConsultationVoucherModel.find({ status: 'active', expiresAt: { $lte: now } }).sort({ expiresAt: 1 }).limit(limit).lean<ConsultationVoucherDocument[]>();
    return docs.map(toRecord);
  },

  /** active -> expired with its value refunded, once (null when it was used or expired meanwhile). */
  async markExpired(id: number, now: Date, session: ClientSession): Promise<VoucherRecord | null> {
    const current = await ConsultationVoucherModel.findOne({ _id: id, status: 'active', expiresAt: { $lte: now } }).session(session).lean<ConsultationVoucherDocument>();
    if (!current) return null;
    const doc = await ConsultationVoucherModel.findOneAndUpdate(
      { _id: id, status: 'active', expiresAt: { $lte: now } },
      { $set: { status: 'expired', settledAt: now, refundedAmount: current.value } },
      { new: true, session },
    ).lean<ConsultationVoucherDocument>();
    return doc ? toRecord(doc) : null;
  },

  /** The order was refunded in full: its active vouchers go with it. */
  async withdrawActiveOfOrder(orderTxnid: string, now: Date, session: ClientSession): Promise<number> {
    const result = await ConsultationVoucherModel.updateMany(
      { orderTxnid, status: 'active' },
      { $set: { status: 'withdrawn', settledAt: now } },
      { session },
    );
    return result.modifiedCount;
  },

  /** The platform's expense for a voucher session (once per consultation: the key is the _id). */
  async appendPlatformExpense(entry: Omit<PlatformExpenseEntryDocument, '_id' | 'createdAt' | 'reason'>, session: ClientSession): Promise<void> {
    await PlatformExpenseEntryModel.create([{ _id: `voucher-session:${entry.consultationId}`, reason: 'consultation-voucher', ...entry }], { session });
  },

  async platformExpensesOfVoucher(voucherId: number): Promise<Array<{ consultationId: number; astrologerId: number; minutes: number; amount: number }>> {
    const docs = await PlatformExpenseEntryModel.find({ voucherId }).lean<PlatformExpenseEntryDocument[]>();
    return docs.map(({ consultationId, astrologerId, minutes, amount }) => ({ consultationId, astrologerId, minutes, amount }));
  },
};
