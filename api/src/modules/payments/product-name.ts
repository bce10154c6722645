import type { UiLanguage } from '@astrosetu/contracts';
import { apiText, translate, type LocalizedText } from '../../shared/i18n/api-text';
import type { PaymentOrderRecord } from '../payment-orders/payment-order.repository';
import { itemOfOrder } from './order-item';

type OrderNaming = Pick<PaymentOrderRecord, 'kind' | 'details' | 'productinfo'>;

/**
 * What an order bought, as the customer reads it in e-mails, notifications and the receipt, in the language the
 * text is written in (api/src/locales `products`): keyed by the report type, the deliverable item or the kind
 * of payment. The English of each entry is the gateway's `productinfo` as the payment wrote it, so English text
 * is unchanged. `productinfo` itself stays English: it is hashed with the gateway and must not change.
 *
 *   say('hi', 'mail.receipt.subject', { product: productName(order), number })   // '... कुंडली विश्लेषण ...'
 */
export function productName(order: OrderNaming): LocalizedText | string {
  if (order.kind === 'report' && order.details.reportType) {
    return apiText('products.reportOrder', { report: reportName(order.details.reportType) });
  }
  if (order.kind === 'service') {
    const item = itemOfOrder(order);
    if (item) return apiText(`products.service.${item.key}` as Parameters<typeof apiText>[0]);
  }
  // Bookings and top-ups name the astrologer and the minutes: read back from the text the payment wrote.
  const consultation = /^(\d+)-minute consultation with (.+)$/.exec(order.productinfo);
  if (order.kind === 'booking' && consultation) return apiText('products.booking', { minutes: Number(consultation[1]), astrologer: consultation[2] });
  const topUp = /^Wallet top-up for a (\d+)-minute consultation with (.+)$/.exec(order.productinfo);
  if (order.kind === 'wallet-topup' && topUp) return apiText('products.walletTopUp', { minutes: Number(topUp[1]), astrologer: topUp[2] });
  if (order.kind === 'wallet-recharge') {
    const bonus = /^AstroSetu wallet top-up with (\d+)% bonus credit$/.exec(order.productinfo);
    if (bonus) return apiText('products.walletRechargeBonus', { bonus: Number(bonus[1]) });
    if (order.productinfo === 'AstroSetu wallet top-up') return apiText('products.walletRecharge');
  }
  // A text from an older version of the payment flow: printed as it was written.
  return order.productinfo;
}

/** A report package's own name ('Premium Report'), as the report's cover and the receipt print it. */
export function reportName(reportType: NonNullable<PaymentOrderRecord['details']['reportType']>): LocalizedText {
  return apiText(`products.report.${reportType}` as Parameters<typeof apiText>[0]);
}

/** The order's product name written out in `language` (the receipt prints it as text). */
export function productNameIn(language: UiLanguage, order: OrderNaming): string {
  const name = productName(order);
  return typeof name === 'string' ? name : translate(language, name);
}
