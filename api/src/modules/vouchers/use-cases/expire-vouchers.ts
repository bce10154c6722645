import { formatRupees } from '../../../shared/text/format-rupees';
import { runInTransaction } from '../../../db/transactions';
import type { DomainEvents } from '../../../shared/events/domain-events';
import { notifyUsers } from '../../notifications/use-cases/notify-users';
import { creditWallet } from '../../wallet/use-cases/credit-wallet';
import { apiText } from '../../../shared/i18n/api-text';
import { voucherRepository, type VoucherRecord } from '../voucher.repository';

const BATCH = 100;

/**
 * Vouchers not used by their expiry: each moves active -> expired and its value goes back to the customer's
 * wallet as a refund ledger entry, with a notification, in one transaction. The conditional move and the
 * refund's key (`voucher-expiry:<id>`) make it once, whichever instance or run gets there first. Resolves with
 * the vouchers it expired.
 */
export async function expireDueVouchers(events: Pick<DomainEvents, 'publish'>, now = new Date()): Promise<VoucherRecord[]> {
  const expired: VoucherRecord[] = [];
  for (const due of await voucherRepository.listExpired(now, BATCH)) {
    const done = await runInTransaction(async (session) => {
      const voucher = await voucherRepository.markExpired(due.id, now, session);
      if (!voucher) return null;
      if (voucher.value > 0) {
        await creditWallet(
          { userId: voucher.userId, amount: voucher.value, reason: 'refund', reference: { type: 'voucher', id: voucher.id }, idempotencyKey: `voucher-expiry:${voucher.id}` },
          session,
        );
      }
      await notifyUsers(
        [
          {
            userId: voucher.userId,
            title: apiText('notifications.voucher.expiredTitle'),
            message: apiText('notifications.voucher.expired', { minutes: voucher.minutes, amount: formatRupees(voucher.value) }),
            reference: { type: 'voucher', id: voucher.id },
          },
        ],
        session,
      );
      return voucher;
    });
    if (!done) continue;
    expired.push(done);
    await events.publish({ type: 'wallet.balance-changed', userId: done.userId });
  }
  return expired;
}
