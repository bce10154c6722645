/**
 * Hands the browser to the card payment provider: a hidden form with the fields the server signed, posted to
 * the provider's page (content spec section 4). If submitting throws (a blocked navigation, a detached
 * document) it is tried once more after 100 ms; the form is removed after 2 s either way.
 */

export const INVALID_PAYMENT_DATA_MESSAGE = 'Invalid payment data received from server';
export const GATEWAY_RETRY_DELAY_MS = 100;
export const GATEWAY_FORM_LIFETIME_MS = 2000;

export type GatewayFields = Readonly<Record<string, string | number | undefined>>;

/** The server must have signed the request: without a key, a transaction id and a hash the provider refuses it. */
export function assertSignedPaymentData(fields: GatewayFields): void {
  for (const required of ['key', 'txnid', 'hash']) {
    const value = fields[required];
    if (value === undefined || String(value).trim() === '') throw new Error(INVALID_PAYMENT_DATA_MESSAGE);
  }
}

export function buildGatewayForm(action: string, fields: GatewayFields, doc: Document = document): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.style.display = 'none';
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = String(value);
    form.appendChild(input);
  }
  return form;
}

/** Resolves once the form was submitted; rejects when both attempts threw. */
export function submitGatewayForm(action: string, fields: GatewayFields, doc: Document = document): Promise<void> {
  assertSignedPaymentData(fields);
  const form = buildGatewayForm(action, fields, doc);
  doc.body.appendChild(form);
  setTimeout(() => form.remove(), GATEWAY_FORM_LIFETIME_MS);
  return new Promise((resolve, reject) => {
    try {
      form.submit();
      resolve();
    } catch {
      setTimeout(() => {
        try {
          form.submit();
          resolve();
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      }, GATEWAY_RETRY_DELAY_MS);
    }
  });
}
