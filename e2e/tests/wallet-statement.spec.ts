import { expect, test } from '../src/test';
import { api, astrologerOpensChat, balanceOf, bookTenMinutes, endRunningSession, passBirthDetailsGate, prepareCustomer, signedInPage } from '../src/consultation-journey';
import { horizontalOverflow } from '../src/layout';
import { remoteArea, signInAs } from '../src/session';

// Issue 32: the wallet statement, opened from the balance chip, and a top-up from inside a running chat.
const PHONE = { width: 390, height: 844 };

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

interface StatementEntry {
  id: number;
  kind: string;
  account: 'cash' | 'bonus';
  amount: number;
  cashBalance: number;
  bonusBalance: number;
}
interface Statement {
  balance: number;
  bonusBalance: number;
  entries: StatementEntry[];
  nextCursor: number | null;
}

test.describe('the wallet statement on a phone (390 px)', () => {
  test.use({ viewport: PHONE });

  test('the balance chip opens the wallet: both balances, Add money and the statement newest first, whose newest line is the balance', async ({ page }) => {
    await signInAs(page, 'user');
    await page.goto('/');
    await expect(remoteArea(page, 'mf_marketplace')).toBeVisible();
    const statement = (await api<Statement>(page, 'GET', '/api/wallet/statement')).body;
    expect(statement.entries.length).toBeGreaterThan(0);

    const chip = page.getByRole('link', { name: `Wallet balance ${rupees(statement.balance)}` });
    await expect(chip).toBeVisible();
    await chip.click();
    await expect(page).toHaveURL(/\/wallet$/);
    await expect(remoteArea(page, 'mf_marketplace')).toHaveAttribute('data-page', 'wallet');
    await expect(page.getByRole('heading', { name: 'Your wallet', level: 1 })).toBeVisible();

    const balances = page.getByRole('region', { name: 'Balances' });
    await expect(balances.getByText(rupees(statement.balance), { exact: true })).toBeVisible();
    await expect(balances.getByText(rupees(statement.bonusBalance), { exact: true })).toBeVisible();

    const lines = page.getByRole('list', { name: 'Wallet statement' }).getByRole('listitem');
    await expect(lines).toHaveCount(statement.entries.length);
    // The newest line, after which both balances are what the wallet holds now.
    await expect(lines.first()).toContainText(`Balance ${rupees(statement.balance)} · Bonus ${rupees(statement.bonusBalance)}`);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // Add money opens the top-up buttons (the wallet recharge), without leaving the page.
    await page.getByRole('button', { name: 'Add money' }).click();
    await expect(page.getByRole('button', { name: 'Add ₹500' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});

test.describe('adding money from inside a running chat', () => {
  test('at 390 px the customer adds ₹500 in a new tab while the session runs, the balance updates in the chat, and the extension is paid from it', async ({ browser }) => {
    test.setTimeout(180_000);
    const customer = await signedInPage(browser, 'user', { viewport: PHONE, isMobile: true, hasTouch: true });
    const astrologer = await signedInPage(browser, 'astrologer');
    await prepareCustomer(customer);
    await bookTenMinutes(customer);
    const consultationId = await astrologerOpensChat(astrologer);
    await passBirthDetailsGate(customer);
    const before = (await api<Statement>(customer, 'GET', '/api/wallet')).body;

    await customer.getByRole('button', { name: 'Extend', exact: true }).click();
    const dialog = customer.getByRole('dialog', { name: 'Extend your session?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Add money' }).click();
    const addMoney = dialog.getByRole('region', { name: 'Add money to your wallet' });

    // The gateway opens in a new tab; the chat stays here with the session running.
    const [gateway] = await Promise.all([customer.context().waitForEvent('page'), addMoney.getByRole('button', { name: 'Add ₹500' }).click()]);
    await expect(dialog.getByText('Your consultation keeps running in this tab while you pay.')).toBeVisible();
    await expect(gateway.getByText('SANDBOX GATEWAY')).toBeVisible();
    await gateway.getByRole('radio', { name: /^UPI/ }).check();
    await gateway.getByRole('button', { name: 'Pay ₹500.00' }).click();
    await expect(gateway).toHaveURL(/\/payment\/success/);
    await gateway.close();

    // The chat hears of the payment and shows the new balance; the session is still the same, still running.
    await expect(dialog.getByText(`Money added. Wallet balance: ${rupees(before.balance + 50_000)}`, { exact: false })).toBeVisible();
    await expect(customer).toHaveURL(/\/chat(\/\d+)?$/);

    await dialog.getByRole('button', { name: /^5 minutes/ }).click();
    await dialog.getByRole('button', { name: /^Pay ₹/ }).click();
    await expect(customer.getByText('Session Extended')).toBeVisible();
    await expect(dialog).toBeHidden();

    const me = await api<{ id: number }>(customer, 'GET', '/api/auth/me');
    const active = await api<{ id: number; duration: number; status: string } | null>(customer, 'GET', `/api/consultations/active/${me.body.id}`);
    expect(active.body).toMatchObject({ id: consultationId, duration: 15, status: 'active' });
    // The statement has the top-up and the extension, newest first.
    const statement = (await api<Statement>(customer, 'GET', '/api/wallet/statement?limit=5')).body;
    expect(statement.entries.map((entry) => entry.kind).slice(0, 2).some((kind) => kind === 'extension')).toBe(true);
    expect(statement.entries.some((entry) => entry.kind === 'topup' && entry.amount === 50_000)).toBe(true);
    expect(await balanceOf(customer)).toBe(statement.balance);

    await endRunningSession(customer);
  });
});
