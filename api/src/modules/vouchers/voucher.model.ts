import { model, Schema } from 'mongoose';
import { voucherKinds, voucherStatuses, type VoucherKind, type VoucherStatus } from '@astrosetu/contracts';

/**
 * A consultation voucher on a customer's account (issue 32). One per (order, kind): the unique index makes a
 * replayed payment callback issue it once. `active -> used` is one conditional update at booking, so two
 * bookings racing for it cannot both have it.
 */
export interface ConsultationVoucherDocument {
  _id: number;
  userId: number;
  orderTxnid: string;
  itemKey: string;
  kind: VoucherKind;
  minutes: number;
  /** Paise refunded if it expires unused. */
  value: number;
  specialization: string;
  status: VoucherStatus;
  expiresAt: Date;
  consultationId?: number | null;
  usedAt?: Date | null;
  /** Set once the session booked with it ended and was paid for (or when it expired and was refunded). */
  settledAt?: Date | null;
  refundedAmount?: number;
  createdAt: Date;
}

const voucherSchema = new Schema<ConsultationVoucherDocument>(
  {
    _id: { type: Number, required: true },
    userId: { type: Number, required: true },
    orderTxnid: { type: String, required: true },
    itemKey: { type: String, required: true },
    kind: { type: String, enum: voucherKinds, required: true },
    minutes: { type: Number, required: true },
    value: { type: Number, required: true },
    specialization: { type: String, required: true },
    status: { type: String, enum: voucherStatuses, required: true },
    expiresAt: { type: Date, required: true },
    consultationId: { type: Number, default: null },
    usedAt: { type: Date, default: null },
    settledAt: { type: Date, default: null },
    refundedAmount: { type: Number, default: 0 },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);

voucherSchema.index({ orderTxnid: 1, kind: 1 }, { unique: true });
voucherSchema.index({ userId: 1, _id: -1 });
voucherSchema.index({ status: 1, expiresAt: 1 });
voucherSchema.index({ consultationId: 1 });

export const ConsultationVoucherModel = model<ConsultationVoucherDocument>('ConsultationVoucher', voucherSchema, 'consultation_vouchers');

/**
 * The platform's expense ledger for consultation vouchers: what the platform paid an astrologer for a voucher
 * session (the same gross a paid session of that length would have earned them; the astrologer's earnings entry
 * of the session carries it as `platformPaidAmount`). Written in the session end's transaction; keyed by the
 * consultation, so a session is paid for once. Not a customer's ledger: it never appears as customer spending.
 */
export interface PlatformExpenseEntryDocument {
  _id: string;
  reason: 'consultation-voucher';
  voucherId: number;
  consultationId: number;
  astrologerId: number;
  minutes: number;
  /** Paise, positive: paid by the platform. */
  amount: number;
  createdAt: Date;
}

const platformExpenseSchema = new Schema<PlatformExpenseEntryDocument>(
  {
    _id: { type: String, required: true },
    reason: { type: String, enum: ['consultation-voucher'], required: true },
    voucherId: { type: Number, required: true },
    consultationId: { type: Number, required: true },
    astrologerId: { type: Number, required: true },
    minutes: { type: Number, required: true },
    amount: { type: Number, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);

platformExpenseSchema.index({ voucherId: 1 });

export const PlatformExpenseEntryModel = model<PlatformExpenseEntryDocument>('PlatformExpenseEntry', platformExpenseSchema, 'platform_expense_entries');
