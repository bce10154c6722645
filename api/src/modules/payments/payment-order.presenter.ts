import type { PaymentOrder } from '@astrosetu/contracts';
import type { PaymentOrderRecord } from './payment-order.repository';
import { paymentMethodLabel } from './payment-presentation';

/** An order as its owner sees it (GET /api/payment/orders/{txnid}). */
export function toPaymentOrder(order: PaymentOrderRecord): PaymentOrder {
  const { details } = order;
  return {
    txnid: order.txnid,
    kind: order.kind,
    status: order.status,
    amount: order.amount,
    productinfo: order.productinfo,
    ...(order.status === 'paid' ? { paymentMethod: paymentMethodLabel(order.result.mode) } : {}),
    createdAt: order.createdAt.toISOString(),
    ...(order.completedAt ? { completedAt: order.completedAt.toISOString() } : {}),
    ...(details.astrologerId ? { astrologerId: details.astrologerId } : {}),
    ...(details.duration ? { duration: details.duration } : {}),
    ...(details.service ? { service: details.service } : {}),
    ...(details.packageName ? { packageName: details.packageName } : {}),
    ...(details.reportType ? { reportType: details.reportType } : {}),
    ...(order.reportFile ? { reportFile: order.reportFile } : {}),
  };
}
