import type { PaymentData } from '@astrosetu/contracts';

/** The error raised when the server's payment data cannot be posted to the gateway. */
export const INVALID_PAYMENT_DATA = 'Invalid payment data received from server';
/** One retry of the form post after 100 ms; the temporary form is removed after 2 s. */
export const FORM_POST_RETRY_MS = 100;
export const FORM_REMOVAL_MS = 2000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The gateway needs at least the merchant key, our transaction id and the request hash. */
export function hasGatewayEssentials(fields: Partial<PaymentData> | undefined): fields is PaymentData {
  return Boolean(fields?.key && fields.txnid && fields.hash);
}

export interface GatewayPostOptions {
  /** Post into a new tab, so the page (a running consultation) keeps going while the customer pays. */
  newTab?: boolean;
  doc?: Document;
}

/**
 * Posts the payment fields the server signed to the hosted checkout as a hidden form, the way the gateway expects
 * (the browser leaves the site, or opens it in a new tab). A failed submit is tried once more after 100 ms; the
 * form is removed after 2 s whatever happens, so a page the visitor comes back to holds no stale payment form.
 */
export async function postToGateway(
  paymentUrl: string,
  fields: Partial<PaymentData> | undefined,
  { newTab = false, doc = document }: GatewayPostOptions = {},
): Promise<void> {
  if (!paymentUrl || !hasGatewayEssentials(fields)) throw new Error(INVALID_PAYMENT_DATA);
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = paymentUrl;
  if (newTab) form.target = '_blank';
  form.style.display = 'none';
  form.setAttribute('data-testid', 'gateway-form');
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = String(value);
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  setTimeout(() => form.remove(), FORM_REMOVAL_MS);
  try {
    form.submit();
  } catch {
    await delay(FORM_POST_RETRY_MS);
    form.submit();
  }
}
