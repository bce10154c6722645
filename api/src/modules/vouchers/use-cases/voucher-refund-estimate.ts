import { voucherUnusedRefundInPaise } from '@astrosetu/contracts';
import { voucherRepository } from '../voucher.repository';

/**
 * What an end after `usedMinutes` would give back to the wallet from the session's voucher (its unused whole minutes
 * at value / minutes, as settleVoucherSession credits): for the End Call confirmation's estimate. 0 for a session
 * without a voucher, and for one that has not started (the voucher itself comes back then, not money).
 */
export async function voucherRefundIfEndedAfter(consultation: { id: number; voucherId?: number }, usedMinutes: number): Promise<number> {
  if (!consultation.voucherId || usedMinutes <= 0) return 0;
  const voucher = await voucherRepository.findByConsultation(consultation.id);
  if (!voucher || voucher.status !== 'used' || voucher.settledAt) return 0;
  return voucherUnusedRefundInPaise(voucher, Math.min(voucher.minutes, usedMinutes));
}
