import { runInTransaction } from '../../../db/transactions';
import type { DomainEvents } from '../../../shared/events/domain-events';
import { notifyUsers } from '../../notifications/use-cases/notify-users';
import { paymentOrderRepository, type PaymentOrderRecord } from '../../payment-orders/payment-order.repository';
import { formatRupees } from '../../../shared/text/format-rupees';
import { creditWallet } from '../../wallet/use-cases/credit-wallet';
import { orderFulfilmentRepository, type RefundCondition } from '../../payment-orders/order-fulfilment.repository';
import { itemOfOrder } from '../../payments/order-item';
import { valueOfOrderVouchersHad, withdrawOrderVouchers } from '../../vouchers/use-cases/withdraw-order-vouchers';
import { apiText } from '../../../shared/i18n/api-text';
import { productName } from '../../payments/product-name';

export type RefundCause = 'overdue' | 'build-failed';

const reasons: Record<RefundCause, string> = {
  overdue: 'It was not delivered by the time we promised, so the amount went back to your wallet.',
  'build-failed': 'We could not prepare it, so the amount went back to your wallet.',
};

/** What goes back: everything, except for a scheduled package the readings already delivered. */
function refundableAmount(order: PaymentOrderRecord): number {
  const schedule = itemOfOrder(order)?.schedule;
  if (!schedule || order.fulfilment?.mode !== 'scheduled') return order.amount;
  const remaining = schedule.count - (order.fulfilment.readingsCount ?? 0);
  return Math.floor((order.amount * Math.max(0, remaining)) / schedule.count);
}

/**
 * Refunds an undelivered order to the customer's wallet: the order's move to `refunded` (conditional
 * on it still being in progress, plus `condition`, e.g. still overdue now), the wallet credit with its
 * ledger entry and the notification commit together. A delivery racing it either committed first (then
 * the condition does not match and nothing is credited) or finds the order refunded and stops. The
 * credit's idempotency key is a second lock. Resolves with the refunded order, or null when nothing changed.
 */
export async function refundOrder(
  txnid: string,
  cause: RefundCause,
  events: Pick<DomainEvents, 'publish'>,
  condition: RefundCondition = {},
): Promise<PaymentOrderRecord | null> {
  const refunded = await runInTransaction(async (session) => {
    const order = await paymentOrderRepository.findByTxnid(txnid, session);
    if (!order || order.status !== 'paid' || !order.fulfilment) return null;
    // A package's consultation vouchers already used (or refunded on expiry) are not refunded again.
    const hasVouchers = Boolean(itemOfOrder(order)?.vouchers);
    const amount = Math.max(0, refundableAmount(order) - (hasVouchers ? await valueOfOrderVouchersHad(txnid, session) : 0));
    const moved = await orderFulfilmentRepository.markRefunded(txnid, reasons[cause], amount, session, condition);
    if (!moved) return null;
    // The unused ones go with the order.
    if (hasVouchers) await withdrawOrderVouchers(txnid, session);
    if (amount > 0) {
      await creditWallet(
        { userId: moved.userId, amount, reason: 'refund', reference: { type: 'payment', id: txnid }, idempotencyKey: `refund:${txnid}` },
        session,
      );
    }
    await notifyUsers(
      [
        {
          userId: moved.userId,
          title: apiText('notifications.refund.title'),
          message: apiText(cause === 'overdue' ? 'notifications.refund.overdue' : 'notifications.refund.buildFailed', { amount: formatRupees(amount), product: productName(moved) }),
          reference: { type: 'payment', id: moved.id },
        },
      ],
      session,
    );
    return moved;
  });
  if (refunded) await events.publish({ type: 'wallet.balance-changed', userId: refunded.userId });
  return refunded;
}
