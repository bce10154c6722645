import type { ClientSession } from 'mongoose';
import { VOUCHER_VALID_DAYS, uiLanguageInfo, type DeliverableItem, type UiLanguage } from '@astrosetu/contracts';
import { notifyUsers } from '../../notifications/use-cases/notify-users';
import { apiText } from '../../../shared/i18n/api-text';
import { voucherRepository, type VoucherRecord } from '../voucher.repository';

const DAY_MS = 86_400_000;

/**
 * When an order whose item promises consultations (the deliverables table's `vouchers`) is paid: its vouchers
 * go on the customer's account, valid VOUCHER_VALID_DAYS from the payment, inside the payment's transaction.
 * Once per order and kind, whatever replays.
 */
export async function issueVouchersForOrder(
  order: { userId: number; txnid: string; paidAt: Date; language?: UiLanguage },
  item: Pick<DeliverableItem, 'key' | 'vouchers'>,
  session: ClientSession,
): Promise<VoucherRecord[]> {
  if (!item.vouchers?.length) return [];
  const expiresAt = new Date(order.paidAt.getTime() + VOUCHER_VALID_DAYS * DAY_MS);
  const issued = await voucherRepository.issue({ userId: order.userId, orderTxnid: order.txnid, itemKey: item.key, grants: item.vouchers, expiresAt }, session);
  const until = expiresAt.toLocaleDateString(uiLanguageInfo(order.language ?? 'en').locale, { timeZone: 'Asia/Kolkata', dateStyle: 'medium' });
  await notifyUsers(
    issued.map((voucher) => ({
      userId: order.userId,
      title: apiText('notifications.voucher.issuedTitle'),
      message: apiText(voucher.kind === 'follow-up' ? 'notifications.voucher.issuedFollowUp' : 'notifications.voucher.issued', { minutes: voucher.minutes, date: until }),
      reference: { type: 'voucher', id: voucher.id },
    })),
    session,
  );
  return issued;
}
