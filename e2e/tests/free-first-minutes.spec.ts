import { expect, test } from '../src/test';
import { api, astrologerOpensChat, balanceOf, customerSessionRunning, passBirthDetailsGate, RAJESH, signedInPage } from '../src/consultation-journey';
import { signInAsNewCustomer } from '../src/new-customer';


test.describe('a new customer’s free first minutes', () => {
  test('the packages page says the first 3 minutes are free; a session ended within them costs nothing; the astrologer is paid for them by AstroSetu', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const customer = await context.newPage();
    const { username } = await signInAsNewCustomer(customer, 'Nisha', { verified: true });
    const astrologer = await signedInPage(browser, 'astrologer');

    // The new wallet is empty: ₹500 through the sandbox gateway, as a customer would.
    await customer.goto(`/packages/${RAJESH.id}`);
    await customer.getByRole('region', { name: 'Wallet balance' }).getByRole('button', { name: 'Add ₹500' }).click();
    await expect(customer.getByText('SANDBOX GATEWAY')).toBeVisible();
    await customer.getByRole('radio', { name: /^UPI/ }).check();
    await customer.getByRole('button', { name: 'Pay ₹500.00' }).click();
    await expect(customer).toHaveURL(/\/payment\/success/);
    const before = await balanceOf(customer);
    expect(before).toBe(50_000);

    await customer.goto(`/packages/${RAJESH.id}`);
    await expect(customer.getByTestId('free-first-minutes')).toContainText('Your first 3 minutes are free');
    const ten = customer.getByRole('list', { name: 'Chat packages' }).getByRole('listitem').filter({ has: customer.getByRole('heading', { name: '10 min' }) });
    await ten.getByRole('button', { name: 'Buy & Start Chat' }).click();
    await expect(customer).toHaveURL(/\/chat(\/\d+)?$/);
    await passBirthDetailsGate(customer);
    await astrologerOpensChat(astrologer, username);
    await customerSessionRunning(customer);

    // Ended within the first minute: everything paid comes back.
    await customer.getByRole('button', { name: 'End Call' }).click();
    const confirm = customer.getByRole('alertdialog', { name: 'End this consultation?' });
    await confirm.getByRole('button', { name: 'End Call' }).click();
    await expect(customer.getByText(/You ended the consultation\./)).toBeVisible();
    await expect.poll(() => balanceOf(customer)).toBe(before);
    // The offer was used: the packages page no longer shows it.
    await customer.goto(`/packages/${RAJESH.id}`);
    await expect(customer.getByRole('list', { name: 'Chat packages' })).toBeVisible();
    await expect(customer.getByTestId('free-first-minutes')).toHaveCount(0);

    // The astrologer's earnings show the minute AstroSetu paid for.
    await astrologer.goto('/astrologer-dashboard');
    const earnings = astrologer.getByRole('region', { name: 'Earnings' });
    await expect(earnings).toContainText(/Includes \d+ free first minutes? of new customers, paid by AstroSetu/);
    const statement = await api<{ entries: Array<{ platformPaidMinutes: number; grossAmount: number; platformPaidAmount: number }> }>(
      astrologer,
      'GET',
      '/api/astrologer/earnings/statement',
    );
    const last = statement.body.entries[statement.body.entries.length - 1]!;
    expect(last.platformPaidMinutes).toBe(1);
    expect(last.grossAmount).toBe(last.platformPaidAmount);

    await context.close();
    await astrologer.context().close();
  });
});
