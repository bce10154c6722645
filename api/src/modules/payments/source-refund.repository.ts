import type { ClientSession } from 'mongoose';
import { nextSequenceValue } from '../../db/sequence';
import { SourceRefundModel, type SourceRefundDocument } from './source-refund.model';

/** The refund records (`source_refunds`); the amounts booked on the payment orders are modules/payment-orders' (paymentOrderRepository). */
export const sourceRefundRepository = {
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
