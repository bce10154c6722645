import type { PaymentData } from '@astrosetu/contracts';
import type { PaymentOrderRecord } from '../../payment-orders/payment-order.repository';
import type { GatewaySettings } from './gateway-settings';
import { paiseToGatewayAmount, payuRequestHash } from './payu-hash';

/** The hidden fields of the gateway form for an order, signed with the request hash. */
export function buildPaymentData(order: PaymentOrderRecord, settings: GatewaySettings): PaymentData {
  const fields = {
    key: order.key,
    txnid: order.txnid,
    amount: paiseToGatewayAmount(order.amount),
    productinfo: order.productinfo,
    firstname: order.firstname,
    email: order.email,
    udf1: order.udf1,
    udf2: order.udf2,
    udf3: '',
    udf4: '',
    udf5: '',
  };
  return {
    ...fields,
    phone: order.phone,
    surl: settings.successUrl,
    furl: settings.failureUrl,
    hash: payuRequestHash(fields, settings.salt),
  };
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Hidden inputs of a form, every value escaped. */
export function hiddenInputs(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
}

/**
 * A form that posts `fields` to `action` and submits itself. A page that sets a Content-Security-Policy
 * passes its script nonce; a page that inserts the HTML with innerHTML must submit the form itself
 * (scripts inserted that way do not run), which is why the form has a stable id.
 */
export function renderAutoSubmitForm(action: string, fields: Record<string, string>, options: { id?: string; nonce?: string } = {}): string {
  const id = options.id ?? 'payment-gateway-form';
  const nonce = options.nonce ? ` nonce="${escapeHtml(options.nonce)}"` : '';
  return [
    `<form id="${escapeHtml(id)}" action="${escapeHtml(action)}" method="post">`,
    hiddenInputs(fields),
    '<noscript><button type="submit">Continue to payment</button></noscript>',
    '</form>',
    `<script${nonce}>document.getElementById(${JSON.stringify(id)}).submit();</script>`,
  ].join('\n');
}
