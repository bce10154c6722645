import type { FulfilmentStatus, OrderSummary } from '@astrosetu/contracts';
import { formatDateTime } from '@astrosetu/design-system/format';

type ChipColor = 'default' | 'success' | 'warning' | 'error' | 'info';

export const paymentStatusLabels: Record<OrderSummary['status'], { label: string; color: ChipColor }> = {
  created: { label: 'Awaiting payment', color: 'default' },
  paid: { label: 'Paid', color: 'success' },
  failed: { label: 'Payment failed', color: 'error' },
};

export const fulfilmentLabels: Record<FulfilmentStatus, { label: string; color: ChipColor }> = {
  'awaiting-details': { label: 'Needs your details', color: 'warning' },
  'in-progress': { label: 'In progress', color: 'info' },
  delivered: { label: 'Delivered', color: 'success' },
  refunded: { label: 'Refunded', color: 'default' },
};

/** The one line under the status: when it is due, when it came, or why the money went back. */
export function fulfilmentLine(order: OrderSummary): string | null {
  const fulfilment = order.fulfilment;
  if (!fulfilment) return null;
  switch (fulfilment.status) {
    case 'awaiting-details':
      return 'Add your details to start the delivery.';
    case 'in-progress':
      if (fulfilment.readings && fulfilment.readingsTotal) {
        const next = fulfilment.nextReadingAt ? `; next on ${formatDateTime(fulfilment.nextReadingAt)}` : '';
        return `${fulfilment.readings.length} of ${fulfilment.readingsTotal} readings delivered${next}`;
      }
      return fulfilment.dueBy ? `Due by ${formatDateTime(fulfilment.dueBy)}` : 'Being prepared';
    case 'delivered':
      return fulfilment.deliveredAt ? `Delivered on ${formatDateTime(fulfilment.deliveredAt)}` : 'Delivered';
    case 'refunded':
      return `Refunded to your wallet${fulfilment.refundedAt ? ` on ${formatDateTime(fulfilment.refundedAt)}` : ''}${fulfilment.refundReason ? `: ${fulfilment.refundReason}` : ''}`;
  }
}

/** The item's name for a list line. */
export function orderTitle(order: OrderSummary): string {
  return order.packageName ?? order.productinfo;
}

/** A receipt's file name: AstroSetu-receipt-INV-2026-000123.pdf. */
export function receiptFileName(invoiceNumber: string): string {
  return `AstroSetu-receipt-${invoiceNumber.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`;
}
