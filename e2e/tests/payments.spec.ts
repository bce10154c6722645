import { expect, test, type Page } from '@playwright/test';
import { demoEmail, demoPassword, remoteArea, signInAs } from '../src/session';

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
}

/**
 * The cheapest package the wallet cannot cover, so the payment page's wallet mode tops up what it is missing.
 */
async function packageNeedingTopUp(page: Page, balance: number) {
  const astrologers = (await (await page.request.get('/api/astrologers')).json()) as ListedAstrologer[];
  const packages = astrologers.flatMap((astrologer) =>
    [10, 15, 30, 45, 60].map((duration) => ({ ...astrologer, duration, price: astrologer.ratePerMinute * duration * 100 })),
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
  test('the demo customer tops up what a package needs and the navigation bar balance rises by exactly that', async ({ page }) => {
    await signInAs(page, 'user');
    // Earlier journeys may have spent from the demo wallet: the top-up is whatever the cheapest dearer package needs.
    const { before, pkg } = await openTopUpFor(page);
    const topUp = rupees(pkg.topUp);

    await page.getByRole('button', { name: `Pay ${topUp}` }).click();

    await expect(page).toHaveURL(/\/api\/sandbox-gateway\/_payment$/);
    await expect(page.getByText('SANDBOX GATEWAY')).toBeVisible();
    await expect(page.getByTestId('sandbox-amount')).toHaveText(topUp);
    await page.getByRole('radio', { name: /^UPI/ }).check();
    await page.getByRole('button', { name: `Pay ${topUp}` }).click();

    const amount = (pkg.topUp / 100).toFixed(2);
    await expect(page).toHaveURL(new RegExp(`/payment/success\\?amount=${amount.replace('.', '\\.')}&txnid=AS\\w+&paymentmethod=UPI$`));
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(page.getByText('Successful', { exact: true })).toBeVisible();
    await expect(page.getByLabel(`Wallet balance ${rupees(before + pkg.topUp)}`)).toBeVisible();

    // The balance is the server's: it survives a reload.
    await page.goto('/');
    expect(await navBalance(page)).toBe(before + pkg.topUp);
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
