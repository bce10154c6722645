import type { UiLanguage } from '@astrosetu/contracts';
import { say } from '../../../shared/i18n/api-text';
import { voucherRepository } from '../voucher.repository';

/**
 * What a wallet statement line referring to a voucher was for (its refund at expiry or for unused minutes), in
 * `language`: "30-minute consultation voucher". Only the customer's own vouchers are named.
 */
export async function describeVouchers(userId: number, voucherIds: readonly number[], language: UiLanguage): Promise<Map<number, string>> {
  const vouchers = await Promise.all([...new Set(voucherIds)].map((id) => voucherRepository.findById(id)));
  return new Map(
    vouchers
      .filter((voucher) => voucher !== null && voucher.userId === userId)
      .map((voucher) => [
        voucher!.id,
        say(language, voucher!.kind === 'follow-up' ? 'vouchers.statement.followUp' : 'vouchers.statement.consultation', { minutes: voucher!.minutes }),
      ]),
  );
}
