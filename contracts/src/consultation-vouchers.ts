import { z } from 'zod';

/**
 * Consultation vouchers (issue 32): a match-making package that promises a consultation puts a voucher on the
 * customer's account for an N-minute chat with an approved astrologer who lists MATCH_MAKING_SPECIALIZATION,
 * booked through the normal booking at no charge. The platform pays the astrologer as for a paid session of that
 * length. A voucher unused VOUCHER_VALID_DAYS after purchase is refunded to the wallet at its `value`; a voucher
 * session ended early refunds the unused whole minutes at value / minutes each (docs/billing.md section 13).
 */

/** Days a voucher can be booked with, from the purchase. */
export const VOUCHER_VALID_DAYS = 30;

/**
 * Who a match-making voucher books: astrologers who list marriage and relationships. "Vedic Astrology" alone is
 * too broad (it is listed by vastu, palmistry and health specialists) and "Love & Relationships" is listed by
 * the tarot readers, who do not read Ashtakoot.
 */
export const MATCH_MAKING_SPECIALIZATION = 'Marriage & Relationships';

export const voucherKinds = ['consultation', 'follow-up'] as const;
export type VoucherKind = (typeof voucherKinds)[number];

/** One voucher an item gives: its length and what it is worth (paise) if it is not used. */
export interface VoucherGrant {
  kind: VoucherKind;
  minutes: 15 | 30;
  /** Paise refunded to the wallet when it expires unused (and, per unused minute, after an early end). */
  value: number;
  specialization: typeof MATCH_MAKING_SPECIALIZATION;
}

/**
 * active: can be booked with until expiresAt; used: a session was booked with it; expired: not used in time, its
 * value refunded to the wallet; withdrawn: its order was refunded in full before it was used.
 */
export const voucherStatuses = ['active', 'used', 'expired', 'withdrawn'] as const;
export type VoucherStatus = (typeof voucherStatuses)[number];

/** GET /api/vouchers: one of the customer's vouchers. */
export const consultationVoucherSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(voucherKinds),
  minutes: z.number().int().positive(),
  /** Paise refunded if it expires unused. */
  value: z.number().int().nonnegative(),
  specialization: z.string(),
  /** The order (payment txnid) that gave it, and its item key (match-detailed, match-premium). */
  orderTxnid: z.string(),
  itemKey: z.string(),
  status: z.enum(voucherStatuses),
  expiresAt: z.string(),
  createdAt: z.string(),
  consultationId: z.number().int().positive().optional(),
  /** Paise given back to the wallet: the whole value on expiry, or the unused minutes after an early end. */
  refundedAmount: z.number().int().nonnegative().optional(),
});
export type ConsultationVoucher = z.infer<typeof consultationVoucherSchema>;

/** GET /api/vouchers?order=<txnid>: the customer's vouchers, or one order's. */
export const myVouchersQuerySchema = z.object({ order: z.string().trim().max(64).optional() });

export const consultationVoucherListSchema = z.object({ items: z.array(consultationVoucherSchema) });
export type ConsultationVoucherList = z.infer<typeof consultationVoucherListSchema>;

/** Paise refunded for the unused whole minutes of a voucher session: value / minutes (rounded down) per minute. */
export function voucherUnusedRefundInPaise(voucher: { minutes: number; value: number }, usedMinutes: number): number {
  const unused = Math.max(0, voucher.minutes - Math.max(0, usedMinutes));
  if (unused >= voucher.minutes) return voucher.value;
  return unused * Math.floor(voucher.value / voucher.minutes);
}
