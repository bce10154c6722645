import { walletPaymentKinds, type PaymentReturnResult } from '@astrosetu/contracts';
import { paiseToGatewayAmount } from './gateway/payu-hash';
import type { PackageBooking } from './package-booking.repository';
import type { PaymentOrderRecord } from '../payment-orders/payment-order.repository';
import { paymentMethodLabel } from './payment-presentation';

/**
 * Where the browser lands after the gateway's callback (docs/product-rules.md#payments):
 * wallet payments on /payment/success or /payment/failure, service and report payments on the home
 * page with payment=success|failed|error and their type. A landing URL carries no personal data (e-mail, phone,
 * name: URLs end up in browser history, proxy logs and Referer headers); the order is named by its txnid, and
 * what it holds is read with the signed-in session (docs/security.md).
 */
export function landingUrl(siteUrl: string, order: PaymentOrderRecord, result: PaymentReturnResult): string {
  const url = (path: string, params: Record<string, string | undefined>) => {
    const query = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined));
    const text = query.toString();
    return `${siteUrl}${path}${text ? `?${text}` : ''}`;
  };

  if (walletPaymentKinds.includes(order.kind)) {
    if (result !== 'success') return url('/payment/failure', { txnid: order.txnid });
    return url('/payment/success', {
      amount: paiseToGatewayAmount(order.amount),
      txnid: order.txnid,
      paymentmethod: paymentMethodLabel(order.result.mode),
    });
  }

  if (order.kind === 'service') {
    const forward = result === 'success' && order.details.redirect
      ? { redirect: order.details.redirect, category: order.details.category, service: order.details.service }
      : {};
    return url('/', { payment: result, type: 'service', txnid: order.txnid, ...forward });
  }

  // The report is built off the request path: the landing links to the order, which shows it when ready. The order
  // is named by its txnid only; the page reads it with the signed-in session, never from the buyer's e-mail.
  return url('/', { payment: result, type: 'astrological-report', txnid: order.txnid });
}

/** Where a callback we cannot trust (unknown transaction) sends the browser. */
export function untrustedLandingUrl(siteUrl: string): string {
  return `${siteUrl}/payment/failure`;
}

/**
 * Where a paid order that books a package lands: the chat of the booked session, or the success page
 * (the money is in the wallet) with `booking=failed` and the reason, or `booking=pending` when the
 * booking is still being made by a concurrent callback.
 */
export function bookingLandingUrl(siteUrl: string, order: PaymentOrderRecord, booking: PackageBooking): string {
  if (booking.status === 'booked' && booking.consultationId) return `${siteUrl}/chat/${booking.consultationId}`;
  const success = new URL(landingUrl(siteUrl, order, 'success'));
  success.searchParams.set('booking', booking.status === 'failed' ? 'failed' : 'pending');
  if (booking.error) success.searchParams.set('bookingError', booking.error);
  return success.toString();
}
