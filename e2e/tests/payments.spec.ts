import { expect, test } from '../src/test';
import type { Page } from '@playwright/test';
import { demoEmail, demoPassword, remoteArea, signInAs } from '../src/session';
import { verifyNewCustomer } from '../src/verify-account';

/** The wallet as the navigation bar shows it: '₹1,000.00'. */
const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function navBalance(page: Page): Promise<number> {
  const chip = page.getByLabel(/^Wallet balance ₹/);
  await expect(chip).toBeVisible();
  const label = (await chip.getAttribute('aria-label')) ?? '';
  const match = /₹([\d,]+)\.(\d\d)$/.exec(label);
  if (!match) throw new Error(`Unreadable wallet balance: ${label}`);
  return Number(match[1].replace(/,/g, '')) * 100 + Number(match[2]);
}

interface ListedAstrologer {
  id: number;
  name: string;
  ratePerMinute: number;
  isOnline: boolean;
}

/**
 * The cheapest package the wallet cannot cover, so the payment page's wallet mode tops up what it is missing.
 */
async function packageNeedingTopUp(page: Page, balance: number) {
  const astrologers = (await (await page.request.get('/api/astrologers')).json()) as ListedAstrologer[];
  const packages = astrologers.flatMap((astrologer) =>
    // What the server charges: 15, 30 and 60 minutes cost 14, 25 and 50 minutes' worth.
    [10, 15, 30, 45, 60].map((duration) => ({ ...astrologer, duration, price: astrologer.ratePerMinute * ({ 15: 14, 30: 25, 60: 50 }[duration] ?? duration) * 100 })),
  );
  // A gateway top-up is at least ₹10 (WALLET_TOPUP_MIN_PAISE).
  const found = packages.filter((pkg) => pkg.price - balance >= 1_000).sort((a, b) => a.price - b.price)[0];
  if (!found) throw new Error(`No demo package costs more than ${rupees(balance)}`);
  return { ...found, topUp: found.price - balance };
}

async function openTopUpFor(page: Page) {
  await page.goto('/');
  const before = await navBalance(page);
  const pkg = await packageNeedingTopUp(page, before);
  await page.goto(`/payment?astrologer=${pkg.id}&duration=${pkg.duration}&price=${pkg.price}`);
  await expect(remoteArea(page, 'mf_marketplace')).toHaveAttribute('data-page', 'payment');
  await expect(page.getByText(pkg.name, { exact: true })).toBeVisible();
  return { before, pkg };
}

test.describe('payments through the sandbox gateway', () => {
  test('add-and-book from a ₹0 wallet: the customer pays the package price, the server books it, and the customer lands in its chat', async ({ page }) => {
    const stamp = Date.now();
    const registered = await page.request.post('/api/auth/register', {
      data: { username: `e2e-book-${stamp}`, email: `e2e-book-${stamp}@example.com`, password: 'password123', phone: '+91 90000 00001' },
    });
    expect(registered.ok()).toBe(true);
    const { token, user } = (await registered.json()) as { token: string; user: { id: number; balance: number } };
    // A first booking waits for a verified e-mail and mobile number (verify-account.spec.ts drives the dialog).
    await verifyNewCustomer(page.request, token, `e2e-book-${stamp}@example.com`);
    expect(user.balance).toBe(0);
    await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
    const headers = { Authorization: `Bearer ${token}` };

    const astrologers = (await (await page.request.get('/api/astrologers')).json()) as ListedAstrologer[];
    const online = astrologers.find((astrologer) => astrologer.isOnline);
    if (!online) throw new Error('No online demo astrologer');
    // 10 minutes cost 10 minutes' worth, less the new customer's 3 free first minutes: all of it is missing from an empty wallet.
    const price = online.ratePerMinute * (10 - 3) * 100;

    await page.goto(`/packages/${online.id}`);
    const ten = page.getByRole('list', { name: 'Chat packages' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: '10 min' }) });
    await ten.getByRole('button', { name: 'Buy & Start Chat' }).click();
    const offer = page.getByRole('dialog', { name: 'Top up to book this package' });
    await offer.getByRole('link', { name: `Add ${rupees(price).replace('.00', '')} and book` }).click();
    await expect(page.getByRole('status')).toContainText('booked as soon as the payment is confirmed');

    await page.getByRole('button', { name: `Pay ${rupees(price)}` }).click();
    await expect(page.getByText('SANDBOX GATEWAY')).toBeVisible();
    await expect(page.getByTestId('sandbox-amount')).toHaveText(rupees(price));
    await page.getByRole('radio', { name: /^UPI/ }).check();
    await page.getByRole('button', { name: `Pay ${rupees(price)}` }).click();

    // The gateway's return lands in the chat the server booked; no "Continue booking" step.
    await expect(page).toHaveURL(/\/chat\/\d+$/);
    const consultationId = Number(new URL(page.url()).pathname.split('/').pop());
    // The chat opens with the birth-details step (the new customer has none); the header behind it is the astrologer's.
    await expect(page.getByRole('dialog', { name: 'Your birth details' })).toBeVisible();
    await expect(page.getByRole('heading', { name: online.name, level: 1, includeHidden: true })).toBeAttached();
    await expect(page.getByText(`Waiting for ${online.name}`)).toBeVisible();
    const booked = (await (await page.request.get(`/api/consultations/user/${user.id}`, { headers })).json()) as { id: number; status: string; cost: number }[];
    expect(booked).toEqual([expect.objectContaining({ id: consultationId, status: 'active', cost: price })]);
    expect(((await (await page.request.get('/api/auth/user', { headers })).json()) as { balance: number }).balance).toBe(0);

    // Nobody joined: the customer cancels and gets everything back (the server would do it after 5 minutes too).
    await page.request.post(`/api/consultations/${consultationId}/end`, { headers, data: {} });
    expect(((await (await page.request.get('/api/auth/user', { headers })).json()) as { balance: number }).balance).toBe(price);
  });

  test('a failed payment shows the failure page and leaves the balance unchanged', async ({ page }) => {
    await signInAs(page, 'user');
    const { before, pkg } = await openTopUpFor(page);

    await page.getByRole('button', { name: `Pay ${rupees(pkg.topUp)}` }).click();
    await expect(page.getByText('SANDBOX GATEWAY')).toBeVisible();
    await expect(page.getByTestId('sandbox-amount')).toHaveText(rupees(pkg.topUp));
    await page.getByRole('button', { name: 'Fail payment' }).click();

    await expect(page).toHaveURL(/\/payment\/failure\?txnid=AS\w+$/);
    await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    await expect(page.getByText('No amount has been deducted from your account.', { exact: false })).toBeVisible();
    await page.goto('/');
    expect(await navBalance(page)).toBe(before);
  });

  test("an anonymous visitor on a payment link sees 'Payment Required - Login First' and comes back to the same link after logging in", async ({ page }) => {
    const link = '/payment?amount=599&service=match-making&package=Detailed%20Compatibility';
    await page.goto(link);

    await expect(page.getByRole('heading', { name: 'Payment Required - Login First' })).toBeVisible();
    await expect(page.getByText('Detailed Compatibility')).toBeVisible();
    await page.getByRole('button', { name: 'Login to Continue' }).click();

    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(link)}`);
    await page.getByLabel('Email').fill(demoEmail('user'));
    await page.getByLabel('Password').fill(demoPassword);
    await page.getByRole('button', { name: 'Login' }).click();

    await expect(page).toHaveURL(link);
    await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay ₹599' })).toBeVisible();
  });
});
