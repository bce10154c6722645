import type { ConsultationVoucher } from '@astrosetu/contracts';
import { voucherRepository, type VoucherRecord } from '../voucher.repository';

function present({ userId: _user, settledAt: _settled, ...voucher }: VoucherRecord): ConsultationVoucher {
  return voucher;
}

/** The customer's own vouchers, newest first (GET /api/vouchers); `order` narrows them to one order's. */
export async function listMyVouchers(customerId: number, order?: string): Promise<ConsultationVoucher[]> {
  const vouchers = await voucherRepository.listForUser(customerId);
  return vouchers.filter((voucher) => !order || voucher.orderTxnid === order).map(present);
}
