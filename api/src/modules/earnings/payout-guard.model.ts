import { model, Schema } from 'mongoose';

/**
 * One document per astrologer, written by every payout inside its transaction (earningsRepository.lockPayouts),
 * so that concurrent payouts to one astrologer cannot both read the same amount due.
 */
export interface PayoutGuardDocument {
  _id: number;
  payouts: number;
}

const payoutGuardSchema = new Schema<PayoutGuardDocument>(
  {
    _id: { type: Number, required: true },
    payouts: { type: Number, required: true, default: 0 },
  },
  { versionKey: false },
);

export const PayoutGuardModel = model<PayoutGuardDocument>('AstrologerPayoutGuard', payoutGuardSchema, 'astrologer_payout_guards');
