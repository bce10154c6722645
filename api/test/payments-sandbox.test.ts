import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { User, WalletRechargeResponse } from '@astrosetu/contracts';
import { verifyPayuResponseHash } from '../src/modules/payments/gateway/payu-hash';
import { setupTestServer } from './harness';
import { formOf, gatewaySettingsOf, postForm } from './payments-gateway-simulator';

const SITE = 'https://astrosetu.test';
const t = setupTestServer({
  PUBLIC_SITE_URL: SITE,
  REPORTS_DIR: mkdtempSync(join(tmpdir(), 'astrosetu-reports-')),
  MAIL_OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'astrosetu-outbox-')),
});

const GATEWAY_PATH = '/api/sandbox-gateway/_payment';

async function newTopUp(amount = 50_000) {
  const customer = await t.current.registerUser({ username: 'Meera Nair' });
  const payment = (await t.current.api<WalletRechargeResponse>('POST', '/api/payment/wallet/recharge', { amount }, customer.token)).body;
  return { ...customer, payment, fields: { ...payment.paymentData } as Record<string, string> };
}

async function balanceOf(token: string): Promise<number> {
  return (await t.current.api<User>('GET', '/api/auth/user', undefined, token)).body.balance;
}

/** Pay (or fail) on the sandbox checkout and follow its hand-back form to our callback, as the browser does. */
async function checkout(fields: Record<string, string>, outcome: 'success' | 'failure', mode = 'UPI') {
  const page = await postForm(t.current, GATEWAY_PATH, fields);
  const checkoutForm = formOf(page.text);
  const completion = await postForm(t.current, checkoutForm.action, { ...checkoutForm.fields, outcome, mode });
  const handBack = formOf(completion.text);
  const callbackPath = new URL(handBack.action).pathname;
  const landing = await postForm(t.current, callbackPath, handBack.fields);
  return { page, completion, handBack, landing };
}

describe('sandbox gateway checkout page', () => {
  it('when the browser posts a signed payment, then an obviously-sandbox checkout shows the amount in rupees with Pay and Fail', async () => {
    const { fields, payment } = await newTopUp(123_400);
    const response = await fetch(`${t.current.url}${GATEWAY_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('SANDBOX GATEWAY');
    expect(html).toContain('₹1,234.00');
    expect(html).toContain('AstroSetu wallet top-up');
    expect(html).toContain(payment.txnid);
    expect(html).toMatch(/<button class="pay" type="submit" name="outcome" value="success">Pay ₹1,234.00<\/button>/);
    expect(html).toMatch(/value="failure">Fail payment<\/button>/);
    for (const mode of ['UPI', 'CC', 'NB']) expect(html).toContain(`name="mode" value="${mode}"`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'nonce-[^']+'/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain(`form-action 'self' ${SITE}`);
  });

  it('when the payment arrives as a GET query, then the same checkout is shown', async () => {
    const { fields } = await newTopUp();
    const response = await fetch(`${t.current.url}${GATEWAY_PATH}?${new URLSearchParams(fields).toString()}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('₹500.00');
  });

  it.each([
    ['the amount was lowered', { amount: '1.00' }, 'hash does not match'],
    ['the product was changed', { productinfo: 'Something else' }, 'hash does not match'],
    ['the hash is missing', { hash: '' }, 'no transaction id or hash'],
    ['the merchant key is unknown', { key: 'OTHERKEY' }, 'merchant key is not known'],
    ['the return address points elsewhere', { surl: 'https://evil.example/steal' }, 'return addresses'],
  ])('when %s, then the sandbox refuses the request', async (_case, edit, reason) => {
    const { fields } = await newTopUp();
    const page = await postForm(t.current, GATEWAY_PATH, { ...fields, ...edit });
    expect(page.status).toBe(400);
    expect(page.text).toContain('Invalid payment request');
    expect(page.text).toContain(reason);
    expect(page.text).not.toContain('name="outcome"');
  });
});

describe('sandbox gateway round trip', () => {
  it('when the customer pays by card, then the signed answer goes to surl, the wallet is credited and the browser lands on /payment/success', async () => {
    const { token, fields, payment } = await newTopUp(50_000);

    const { completion, handBack, landing } = await checkout(fields, 'success', 'CC');

    expect(completion.status).toBe(200);
    expect(completion.text).toContain('.submit()');
    expect(handBack.action).toBe(`${SITE}/api/payment/callback/success`);
    expect(handBack.fields).toMatchObject({ status: 'success', mode: 'CC', txnid: payment.txnid, amount: '500.00', key: fields.key });
    expect(handBack.fields.mihpayid).toMatch(/^\d{12}$/);
    expect(verifyPayuResponseHash({ ...handBack.fields, status: 'success' } as never, gatewaySettingsOf(t.current).salt, handBack.fields.hash)).toBe(true);

    expect(landing.status).toBe(303);
    expect(landing.location).toBe(`${SITE}/payment/success?amount=500.00&txnid=${payment.txnid}&paymentmethod=Credit+Card`);
    expect(await balanceOf(token)).toBe(50_000);
  });

  it('when the customer presses Fail, then the answer goes to furl and the balance does not change', async () => {
    const { token, fields, payment } = await newTopUp(50_000);

    const { handBack, landing } = await checkout(fields, 'failure');

    expect(handBack.action).toBe(`${SITE}/api/payment/callback/failure`);
    expect(handBack.fields.status).toBe('failure');
    expect(landing.location).toBe(`${SITE}/payment/failure?txnid=${payment.txnid}`);
    expect(await balanceOf(token)).toBe(0);
  });

  it('when the completion form is edited in the browser, then the sandbox refuses it and nothing is credited', async () => {
    const { token, fields } = await newTopUp(50_000);
    const page = await postForm(t.current, GATEWAY_PATH, fields);
    const checkoutForm = formOf(page.text);
    const completion = await postForm(t.current, checkoutForm.action, { ...checkoutForm.fields, amount: '5000.00', outcome: 'success' });
    expect(completion.status).toBe(400);
    expect(await balanceOf(token)).toBe(0);
  });

  it('when the customer presses Pay twice, then the wallet is still credited once', async () => {
    const { token, fields } = await newTopUp(20_000);
    const page = await postForm(t.current, GATEWAY_PATH, fields);
    const checkoutForm = formOf(page.text);
    const completions = await Promise.all([1, 2].map(() => postForm(t.current, checkoutForm.action, { ...checkoutForm.fields, outcome: 'success', mode: 'UPI' })));
    await Promise.all(completions.map((completion) => {
      const handBack = formOf(completion.text);
      return postForm(t.current, new URL(handBack.action).pathname, handBack.fields);
    }));
    expect(await balanceOf(token)).toBe(20_000);
    expect(await t.current.ledgerMismatches()).toEqual([]);
  });
});
