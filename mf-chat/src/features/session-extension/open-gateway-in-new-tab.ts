import type { PaymentData } from '@astrosetu/contracts';

/**
 * Posts the gateway form into a new tab, so the consultation keeps running in this one while the
 * customer pays. Throws when the server's answer lacks what the gateway needs.
 */
export function openGatewayInNewTab(paymentUrl: string, fields: Partial<PaymentData> | undefined): void {
  if (!paymentUrl || !fields?.key || !fields.txnid || !fields.hash) throw new Error('Invalid payment data received from server');
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = paymentUrl;
  form.target = '_blank';
  form.style.display = 'none';
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = String(value ?? '');
    form.appendChild(input);
  }
  document.body.appendChild(form);
  try {
    form.submit();
  } finally {
    setTimeout(() => form.remove(), 2000);
  }
}
