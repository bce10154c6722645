import type { ClientSession } from 'mongoose';
import { earlyEndRefundInPaise, packagePriceInPaise, voucherUnusedRefundInPaise } from '@astrosetu/contracts';
import { creditWallet } from '../../wallet/use-cases/credit-wallet';
import { voucherRepository } from '../voucher.repository';

export interface VoucherSessionEnd {
  consultationId: number;
  astrologerId: number;
  /** The astrologer's rate when it was booked (whole rupees a minute). */
  ratePerMinute: number;
  /** Minutes of the session used (every started minute counts). */
  usedMinutes: number;
  /** False: it never started (cancelled), so the voucher goes back on the account. */
  started: boolean;
}

export interface VoucherSessionSettlement {
  /** Voucher minutes used, and what the platform paid the astrologer for them (their earnings' gross). */
  platformPaidMinutes: number;
  platformPaidAmount: number;
  /** Paise of the voucher's value given back to the customer's wallet for its unused minutes. */
  refundedAmount: number;
}

const NOTHING: VoucherSessionSettlement = { platformPaidMinutes: 0, platformPaidAmount: 0, refundedAmount: 0 };

/**
 * The end of a session booked with a voucher, inside the end's transaction (docs/billing.md section 13):
 * - never started: the voucher is active again (its 30 days unchanged);
 * - started: the voucher is used up. The platform pays the astrologer what a paid session of the voucher's length
 *   at their rate would have earned for the minutes used (the package price less the early-end refund of a paid
 *   session), as a platform expense entry; the customer gets the unused whole minutes back at value / minutes each,
 *   a wallet refund. Once per session (conditional update, and the expense and refund keys).
 */
export async function settleVoucherSession(end: VoucherSessionEnd, session: ClientSession, now = new Date()): Promise<VoucherSessionSettlement> {
  if (!end.started) {
    await voucherRepository.release(end.consultationId, session);
    return NOTHING;
  }
  const voucher = await voucherRepository.findByConsultation(end.consultationId, session);
  if (!voucher || voucher.status !== 'used') return NOTHING;
  const usedMinutes = Math.min(voucher.minutes, Math.max(0, end.usedMinutes));
  const refundedAmount = voucherUnusedRefundInPaise(voucher, usedMinutes);
  const settled = await voucherRepository.markSettled(end.consultationId, refundedAmount, now, session);
  if (!settled) return NOTHING;

  const packagePrice = packagePriceInPaise(end.ratePerMinute, voucher.minutes);
  const platformPaidAmount = packagePrice - earlyEndRefundInPaise({ cost: packagePrice, duration: voucher.minutes, paidMinutes: voucher.minutes }, usedMinutes);
  await voucherRepository.appendPlatformExpense(
    { voucherId: voucher.id, consultationId: end.consultationId, astrologerId: end.astrologerId, minutes: usedMinutes, amount: platformPaidAmount },
    session,
  );
  if (refundedAmount > 0) {
    await creditWallet(
      { userId: voucher.userId, amount: refundedAmount, reason: 'refund', reference: { type: 'voucher', id: voucher.id }, idempotencyKey: `voucher-refund:${voucher.id}` },
      session,
    );
  }
  return { platformPaidMinutes: usedMinutes, platformPaidAmount, refundedAmount };
}
