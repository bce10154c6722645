import { expect, test } from '../src/test';
import { api, astrologerOpensChat, customerSessionRunning, passBirthDetailsGate, RAJESH, signedInPage } from '../src/consultation-journey';
import { signInAsNewCustomer } from '../src/new-customer';

/** Paise as the web writes them (₹1,23,456.78: Indian digit groups, two decimals). */
function rupees(paise: number): string {
  const whole = String(Math.floor(paise / 100));
  const grouped = whole.length <= 3 ? whole : `${whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${whole.slice(-3)}`;
  return `₹${grouped}.${String(paise % 100).padStart(2, '0')}`;
}


interface ProfileStats {
  totalSpent: number;
  totalMinutes: number;
}
interface Row {
  id: number;
  status: string;
  cost: number;
  netPaid: number;
  refundedAmount?: number;
}

test.describe('figures from the ledger (issue 32)', () => {
  test('after a paid extension End Call promises what comes back; /consultations and the astrologer dashboard state the ledger’s figures at 390 px', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const customer = await context.newPage();
    const { username } = await signInAsNewCustomer(customer, 'Kiran', { verified: true });
    const astrologer = await signedInPage(browser, 'astrologer');

    // ₹500 through the sandbox gateway, then Rajesh's 10-minute package.
    await customer.goto(`/packages/${RAJESH.id}`);
    await customer.getByRole('region', { name: 'Wallet balance' }).getByRole('button', { name: 'Add ₹500' }).click();
    await expect(customer.getByText('SANDBOX GATEWAY')).toBeVisible();
    await customer.getByRole('radio', { name: /^UPI/ }).check();
    await customer.getByRole('button', { name: 'Pay ₹500.00' }).click();
    await expect(customer).toHaveURL(/\/payment\/success/);
    await customer.goto(`/packages/${RAJESH.id}`);
    const ten = customer.getByRole('list', { name: 'Chat packages' }).getByRole('listitem').filter({ has: customer.getByRole('heading', { name: '10 min' }) });
    await ten.getByRole('button', { name: 'Buy & Start Chat' }).click();
    await expect(customer).toHaveURL(/\/chat(\/\d+)?$/);
    await passBirthDetailsGate(customer);
    const consultationId = await astrologerOpensChat(astrologer, username);
    await customerSessionRunning(customer);

    // A paid extension of 5 minutes, then End Call: the sentence states the server's figure, and that is what comes back.
    expect((await api(customer, 'POST', `/api/consultations/${consultationId}/extend`, { duration: 5 })).status).toBe(200);
    await customer.getByRole('button', { name: 'End Call' }).click();
    const confirm = customer.getByRole('alertdialog', { name: 'End this consultation?' });
    await expect(confirm).toContainText(/₹[\d,.]+ for the unused minutes goes back to your wallet\./);
    const promised = /(₹[\d,.]+) for the unused minutes/.exec((await confirm.textContent()) ?? '')?.[1];
    await confirm.getByRole('button', { name: 'End Call' }).click();
    await expect(customer.getByText(/You ended the consultation\./)).toBeVisible();
    const me = await api<{ id: number }>(customer, 'GET', '/api/auth/me');
    const rows = (await api<Row[]>(customer, 'GET', `/api/consultations/user/${me.body.id}`)).body;
    const ended = rows.find((row) => row.id === consultationId)!;
    expect(promised).toBe(rupees(ended.refundedAmount ?? 0));
    expect(ended.netPaid).toBe(ended.cost - (ended.refundedAmount ?? 0));

    // /consultations: the totals and the row are the ledger's, net of refunds (not the price paid at booking).
    const stats = (await api<ProfileStats>(customer, 'GET', '/api/profile/stats')).body;
    expect(stats.totalSpent).toBe(ended.netPaid);
    await customer.goto('/consultations');
    await expect(customer.getByText('Total Spent', { exact: true }).locator('xpath=..')).toContainText(rupees(stats.totalSpent));
    const row = customer.getByRole('list', { name: 'Past consultations' }).getByRole('listitem').filter({ hasText: RAJESH.name }).first();
    await expect(row).toContainText('Paid (after refunds)');
    await expect(row).toContainText(rupees(ended.netPaid));
    await expect(row).not.toContainText(rupees(ended.cost));

    // The astrologer's cards are the earnings ledger's: the same figures the Earnings panel and payouts use.
    await astrologer.setViewportSize({ width: 390, height: 844 });
    await astrologer.goto('/astrologer-dashboard');
    const figures = (await api<{ totals: { sessions: number; shareAmount: number } }>(astrologer, 'GET', '/api/astrologer/dashboard-figures')).body;
    await expect(astrologer.getByText('Completed Consultations', { exact: true }).locator('xpath=..')).toContainText(String(figures.totals.sessions));
    await expect(astrologer.getByText('Your Earnings', { exact: true }).locator('xpath=..')).toContainText(rupees(figures.totals.shareAmount));

    await context.close();
    await astrologer.context().close();
  });
});
