import type { ClientSession } from 'mongoose';
import { voucherRepository } from '../voucher.repository';

/**
 * What of an order's vouchers the customer already had (a session booked with one, or its expiry refund): an
 * order refunded in full (not delivered in time, or could not be built) leaves this value out of the refund.
 */
export async function valueOfOrderVouchersHad(orderTxnid: string, session: ClientSession): Promise<number> {
  const vouchers = await voucherRepository.listForOrder(orderTxnid, session);
  return vouchers.filter((voucher) => voucher.status === 'used' || voucher.status === 'expired').reduce((sum, voucher) => sum + voucher.value, 0);
}

/** Inside the order refund's transaction, after the order moved to refunded: its unused vouchers are withdrawn. */
export async function withdrawOrderVouchers(orderTxnid: string, session: ClientSession, now = new Date()): Promise<number> {
  return voucherRepository.withdrawActiveOfOrder(orderTxnid, now, session);
}
