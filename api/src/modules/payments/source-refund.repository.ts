import type { ClientSession } from 'mongoose';
import { walletPaymentKinds } from '@astrosetu/contracts';
import { nextSequenceValue } from '../../db/sequence';
import { PaymentOrderModel, type PaymentOrderDocument } from '../orders/payment-order.model';
import { SourceRefundModel, type SourceRefundDocument } from './source-refund.model';

export type RefundablePayment = Pick<PaymentOrderDocument, 'txnid' | 'amount' | 'completedAt'> & { mihpayid: string; refundable: number; mode?: string };

export const sourceRefundRepository = {
  /** The customer's paid wallet payments with something left to refund, newest first. */
  async listRefundablePayments(userId: number, session?: ClientSession): Promise<RefundablePayment[]> {
    const docs = await PaymentOrderModel.find({ userId, status: 'paid', kind: { $in: walletPaymentKinds } }, null, { session })
      .sort({ completedAt: -1, _id: -1 })
      .lean<PaymentOrderDocument[]>();
    return docs
      .map((doc) => ({ txnid: doc.txnid, amount: doc.amount, completedAt: doc.completedAt, mihpayid: doc.result?.mihpayid ?? '', mode: doc.result?.mode, refundable: doc.amount - (doc.refundedToSource ?? 0) }))
      .filter((payment) => payment.refundable > 0 && payment.mihpayid);
  },

  /** Guarded: never more than the payment's own amount in all, even under concurrent refunds. */
  async reserve(payment: { txnid: string; amount: number }, amount: number, session: ClientSession): Promise<boolean> {
    const most = payment.amount - amount;
    const result = await PaymentOrderModel.updateOne(
      { txnid: payment.txnid, amount: payment.amount, $or: [{ refundedToSource: { $exists: false } }, { refundedToSource: null }, { refundedToSource: { $lte: most } }] },
      { $inc: { refundedToSource: amount } },
      { session },
    );
    return result.modifiedCount === 1;
  },

  async release(txnid: string, amount: number, session: ClientSession): Promise<void> {
    await PaymentOrderModel.updateOne({ txnid }, { $inc: { refundedToSource: -amount } }, { session });
  },

  async create(refund: Omit<SourceRefundDocument, '_id' | 'createdAt'>, session: ClientSession): Promise<SourceRefundDocument> {
    const _id = await nextSequenceValue('source-refund');
    const [doc] = await SourceRefundModel.create([{ _id, ...refund }], { session });
    return doc.toObject();
  },

  /** Moves a requested refund to its outcome once (the conditional update is the lock). */
  async settle(token: string, status: 'accepted' | 'failed', answer: { requestId?: string; message?: string }, session?: ClientSession): Promise<boolean> {
    const result = await SourceRefundModel.updateOne(
      { token, status: 'requested' },
      { $set: { status, ...(answer.requestId ? { gatewayRequestId: answer.requestId } : {}), ...(answer.message ? { gatewayMessage: answer.message } : {}) } },
      { session },
    );
    return result.modifiedCount === 1;
  },
};
