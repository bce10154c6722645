import { model, Schema } from 'mongoose';

/** One refund of unused wallet cash to the gateway payment it came from (POST /api/wallet/refund-to-source). */
export interface SourceRefundDocument {
  _id: number;
  userId: number;
  /** The original payment. */
  txnid: string;
  mihpayid: string;
  /** Our unique token for the gateway (PayU's var2): a retried request can never refund twice. */
  token: string;
  amount: number;
  status: 'requested' | 'accepted' | 'failed';
  gatewayRequestId?: string;
  gatewayMessage?: string;
  createdAt: Date;
}

const sourceRefundSchema = new Schema<SourceRefundDocument>(
  {
    _id: { type: Number, required: true },
    userId: { type: Number, required: true },
    txnid: { type: String, required: true },
    mihpayid: { type: String, required: true },
    token: { type: String, required: true },
    amount: { type: Number, required: true },
    status: { type: String, required: true },
    gatewayRequestId: String,
    gatewayMessage: String,
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);
sourceRefundSchema.index({ token: 1 }, { unique: true });
sourceRefundSchema.index({ userId: 1, _id: -1 });

export const SourceRefundModel = model<SourceRefundDocument>('SourceRefund', sourceRefundSchema, 'source_refunds');
