import type { FulfilmentStatus, OrderSummary } from '@astrosetu/contracts';
import { formatDateTime } from '@astrosetu/design-system/format';
import type { MarketplaceKey, MarketplaceTranslate } from '../../../locales/use-text';

type ChipColor = 'default' | 'success' | 'warning' | 'error' | 'info';

/** Chip text (catalogue keys) and colour of a payment's status. */
export const paymentStatusLabels: Record<OrderSummary['status'], { label: MarketplaceKey; color: ChipColor }> = {
  created: { label: 'orders.payment.created', color: 'default' },
  paid: { label: 'orders.payment.paid', color: 'success' },
  failed: { label: 'orders.payment.failed', color: 'error' },
};

export const fulfilmentLabels: Record<FulfilmentStatus, { label: MarketplaceKey; color: ChipColor }> = {
  'awaiting-details': { label: 'orders.fulfilment.awaitingDetails', color: 'warning' },
  'in-progress': { label: 'orders.fulfilment.inProgress', color: 'info' },
  delivered: { label: 'orders.fulfilment.delivered', color: 'success' },
  refunded: { label: 'orders.fulfilment.refunded', color: 'default' },
};

/** The one line under the status: when it is due, when it came, or why the money went back. */
export function fulfilmentLine(order: OrderSummary, t: MarketplaceTranslate): string | null {
  const fulfilment = order.fulfilment;
  if (!fulfilment) return null;
  switch (fulfilment.status) {
    case 'awaiting-details':
      return t('orders.line.addDetails');
    case 'in-progress':
      if (fulfilment.readings && fulfilment.readingsTotal) {
        const counts = { done: fulfilment.readings.length, count: fulfilment.readingsTotal };
        return fulfilment.nextReadingAt
          ? t('orders.line.readingsNext', { ...counts, next: formatDateTime(fulfilment.nextReadingAt) })
          : t('orders.line.readings', counts);
      }
      return fulfilment.dueBy ? t('orders.line.dueBy', { when: formatDateTime(fulfilment.dueBy) }) : t('orders.line.preparing');
    case 'delivered':
      return fulfilment.deliveredAt ? t('orders.line.deliveredOn', { when: formatDateTime(fulfilment.deliveredAt) }) : t('orders.fulfilment.delivered');
    case 'refunded': {
      const refunded = fulfilment.refundedAt ? t('orders.line.refundedOn', { when: formatDateTime(fulfilment.refundedAt) }) : t('orders.line.refunded');
      return fulfilment.refundReason ? t('orders.line.withReason', { line: refunded, reason: fulfilment.refundReason }) : refunded;
    }
  }
}

/**
 * The item's name for a list line: the API's, in the reader's language (the request's ?lang=); an answer
 * without it (an older API) falls back to the stored English names.
 */
export function orderTitle(order: OrderSummary): string {
  return order.title ?? order.packageName ?? order.productinfo;
}

/** A receipt's file name: AstroSetu-receipt-INV-2026-000123.pdf. */
export function receiptFileName(invoiceNumber: string): string {
  return `AstroSetu-receipt-${invoiceNumber.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`;
}
