import { model, Schema } from 'mongoose';

/** One completed session's earnings for its astrologer (written in the same transaction as the end). */
export interface EarningsEntryDocument {
  _id: number;
  astrologerId: number;
  /** Unique: a session is credited once. */
  consultationId: number;
  grossAmount: number;
  commissionAmount: number;
  shareAmount: number;
  commissionPercent: number;
  usedMinutes: number;
  /** Free first minutes the platform paid for (a new customer's first session); part of grossAmount. */
  platformPaidMinutes?: number;
  platformPaidAmount?: number;
  /** TDS under s.194-O on grossAmount at the rate of the day (absent on older entries: none was deducted). */
  tdsAmount?: number;
  tdsPercent?: number;
  createdAt: Date;
}

const earningsEntrySchema = new Schema<EarningsEntryDocument>(
  {
    _id: { type: Number, required: true },
    astrologerId: { type: Number, required: true },
    consultationId: { type: Number, required: true },
    grossAmount: { type: Number, required: true },
    commissionAmount: { type: Number, required: true },
    shareAmount: { type: Number, required: true },
    commissionPercent: { type: Number, required: true },
    usedMinutes: { type: Number, required: true },
    platformPaidMinutes: { type: Number, default: 0 },
    platformPaidAmount: { type: Number, default: 0 },
    tdsAmount: { type: Number, default: 0 },
    tdsPercent: { type: Number, default: 0 },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);

earningsEntrySchema.index({ consultationId: 1 }, { unique: true });
earningsEntrySchema.index({ astrologerId: 1, createdAt: 1 });

export const EarningsEntryModel = model<EarningsEntryDocument>('EarningsEntry', earningsEntrySchema, 'astrologer_earnings');

/** Money paid out to an astrologer by an admin. */
export interface PayoutDocument {
  _id: number;
  astrologerId: number;
  amount: number;
  reference?: string;
  adminId: number;
  createdAt: Date;
}

const payoutSchema = new Schema<PayoutDocument>(
  {
    _id: { type: Number, required: true },
    astrologerId: { type: Number, required: true },
    amount: { type: Number, required: true },
    reference: { type: String },
    adminId: { type: Number, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);

payoutSchema.index({ astrologerId: 1 });

export const PayoutModel = model<PayoutDocument>('AstrologerPayout', payoutSchema, 'astrologer_payouts');
