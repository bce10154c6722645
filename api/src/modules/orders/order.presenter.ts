import { apiUrlOf, ordersEndpoints, paymentsEndpoints, walletPaymentKinds, type DeliverableItem, type OrderDetail, type OrderFulfilment, type OrderSummary, type UiLanguage } from '@astrosetu/contracts';
import { itemOfOrder } from '../payments/order-item';
import { productNameIn } from '../payments/product-name';
import type { PaymentOrderRecord } from '../payment-orders/payment-order.repository';
import { paymentMethodLabel } from '../payments/payment-presentation';

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : undefined);

/** The order's files, at their declared endpoints (contracts/src/endpoints). */
const receiptUrl = (txnid: string) => apiUrlOf(ordersEndpoints.receipt, { params: { txnid } });
const deliverableUrl = (txnid: string) => apiUrlOf(ordersEndpoints.deliverable, { params: { txnid } });
const readingUrl = (txnid: string, index: number) => apiUrlOf(ordersEndpoints.reading, { params: { txnid, index } });
const reportUrl = (file: string) => apiUrlOf(paymentsEndpoints.downloadReport, { params: { file } });

/** Where the thing bought stands, with links only to what exists. */
function fulfilmentOf(order: PaymentOrderRecord): OrderFulfilment | undefined {
  if (order.status !== 'paid') return undefined;
  // A wallet payment is delivered the moment it is paid: the money is in the wallet.
  if (walletPaymentKinds.includes(order.kind)) return { status: 'delivered', ...(order.completedAt ? { deliveredAt: order.completedAt.toISOString() } : {}) };
  const f = order.fulfilment;
  if (!f) return undefined;
  const downloadUrl = order.kind === 'report'
    ? (order.reportFile ? reportUrl(order.reportFile) : undefined)
    : (f.file ? deliverableUrl(order.txnid) : undefined);
  const answer = f.status === 'delivered' && f.answer
    ? { astrologerName: f.answer.astrologerName, markdown: f.answer.markdown, answeredAt: new Date(f.answer.answeredAt).toISOString() }
    : undefined;
  // Refunded orders keep nothing to download: the money went back instead.
  const hasDeliverable = f.status !== 'refunded' && (downloadUrl || answer || f.view);
  return {
    status: f.status,
    ...(f.dueBy && f.status !== 'delivered' ? { dueBy: iso(f.dueBy) } : {}),
    ...(f.deliveredAt ? { deliveredAt: iso(f.deliveredAt) } : {}),
    ...(f.refundedAt ? { refundedAt: iso(f.refundedAt) } : {}),
    ...(f.refundReason ? { refundReason: f.refundReason } : {}),
    ...(hasDeliverable
      ? {
          deliverable: {
            title: f.title ?? order.productinfo,
            ...(downloadUrl ? { downloadUrl } : {}),
            viewUrl: `/purchases/${order.txnid}`,
            ...(f.view !== undefined && f.view !== null ? { view: f.view } : {}),
            ...(answer ? { answer } : {}),
          },
        }
      : {}),
    ...(f.mode === 'scheduled'
      ? {
          readings: (f.readings ?? []).map((reading) => ({
            index: reading.index,
            start: new Date(reading.start).toISOString(),
            end: new Date(reading.end).toISOString(),
            title: reading.title,
            downloadUrl: readingUrl(order.txnid, reading.index),
            ...(reading.view !== undefined ? { view: reading.view } : {}),
            deliveredAt: new Date(reading.deliveredAt).toISOString(),
          })),
          readingsTotal: itemOfOrder(order)?.schedule?.count,
          ...(f.status === 'in-progress' && f.nextReadingAt ? { nextReadingAt: iso(f.nextReadingAt) } : {}),
        }
      : {}),
  };
}

/** The item's mode and promise as the order paid for them (an item whose mode changed since: `formerly`). */
function asPaidFor(item: DeliverableItem, order: PaymentOrderRecord): { mode: DeliverableItem['mode']; receives: string } {
  if (item.formerly && order.fulfilment?.mode === item.formerly.mode) return item.formerly;
  return { mode: item.mode, receives: item.receives };
}

/** `language`: the request's (requestLanguage(req)), for the item's name; the stored fields stay as they are. */
export function toOrderSummary(order: PaymentOrderRecord, language: UiLanguage): OrderSummary {
  const item = itemOfOrder(order);
  const fulfilment = fulfilmentOf(order);
  return {
    txnid: order.txnid,
    kind: order.kind,
    status: order.status,
    amount: order.amount,
    productinfo: order.productinfo,
    title: productNameIn(language, order),
    createdAt: order.createdAt.toISOString(),
    ...(order.completedAt ? { completedAt: order.completedAt.toISOString() } : {}),
    ...(order.details.service ? { service: order.details.service } : {}),
    ...(order.details.packageName ? { packageName: order.details.packageName } : {}),
    ...(order.details.reportType ? { reportType: order.details.reportType } : {}),
    ...(item ? { item: { key: item.key, input: item.input, ...asPaidFor(item, order) } } : {}),
    ...(fulfilment ? { fulfilment } : {}),
    ...(order.status === 'paid' && order.invoiceNumber ? { receipt: { kind: walletPaymentKinds.includes(order.kind) ? ('payment-receipt' as const) : ('tax-invoice' as const), invoiceNumber: order.invoiceNumber, downloadUrl: receiptUrl(order.txnid) } } : {}),
  };
}

export function toOrderDetail(order: PaymentOrderRecord, language: UiLanguage): OrderDetail {
  const { details } = order;
  const inputs = order.fulfilment?.inputs ?? details.inputs;
  return {
    ...toOrderSummary(order, language),
    ...(order.status === 'paid' ? { paymentMethod: paymentMethodLabel(order.result.mode) } : {}),
    ...(details.astrologerId ? { astrologerId: details.astrologerId } : {}),
    ...(details.duration ? { duration: details.duration } : {}),
    ...(order.reportFile ? { reportFile: order.reportFile } : {}),
    ...(inputs ? { inputs } : {}),
  };
}
