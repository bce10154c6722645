import { expect, test } from '../src/test';
import type { Page } from '@playwright/test';
import { api, astrologerOpensChat, balanceOf, customerSessionRunning, passBirthDetailsGate, RAJESH, signedInPage } from '../src/consultation-journey';
import { signInAsNewCustomer } from '../src/new-customer';

// Issue 32: Detailed Compatibility's "30-minute consultation" is a voucher on the account, booked with a marriage
// astrologer through the normal booking at no charge (docs/billing.md section 13).

const phone = { width: 390, height: 844 };


/** One partner's birth in the match-making form (the nth set of fields); the gender only where the form asks it. */
async function fillBirth(page: Page, nth: number, person: { name: string; gender: string; date: string; time: string; place: string; option: RegExp }) {
  await page.getByRole('textbox', { name: 'Full name' }).nth(nth).fill(person.name);
  const gender = page.getByRole('combobox', { name: /^Gender/ });
  if ((await gender.count()) > nth) {
    await gender.nth(nth).click();
    await page.getByRole('option', { name: person.gender, exact: true }).click();
  }
  await page.getByLabel(/^Birth date/).nth(nth).fill(person.date);
  await page.getByLabel(/^Birth time/).nth(nth).fill(person.time);
  await page.getByRole('combobox', { name: /^Birth place/ }).nth(nth).fill(person.place);
  await page.getByRole('option', { name: person.option }).first().click();
}

test.describe('the consultation voucher of Detailed Compatibility', () => {
  test('bought on a phone, the voucher is on the order with its date, and books a 30-minute chat with a marriage astrologer for nothing', async ({ browser }, testInfo) => {
    const context = await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true });
    const customer = await context.newPage();
    const { username } = await signInAsNewCustomer(customer, 'Kavya', { verified: true });
    const astrologer = await signedInPage(browser, 'astrologer');

    // Buy Detailed Compatibility (₹599) through the sandbox gateway.
    await customer.goto('/payment?amount=599&service=match-making&package=Detailed%20Compatibility');
    await expect(customer.getByText(/a voucher for a 30-minute chat with a marriage astrologer/)).toBeVisible();
    await fillBirth(customer, 0, { name: 'Vikram Iyer', gender: 'Male', date: '1990-11-02', time: '21:10', place: 'Pune', option: /Pune/ });
    await fillBirth(customer, 1, { name: 'Asha Rao', gender: 'Female', date: '1992-03-14', time: '06:45', place: 'Chennai', option: /Chennai/ });
    await customer.getByRole('button', { name: 'Pay ₹599' }).click();
    await expect(customer.getByText('SANDBOX GATEWAY')).toBeVisible();
    await customer.getByRole('radio', { name: /^UPI/ }).check();
    await customer.getByRole('button', { name: /^Pay ₹/ }).click();

    // The order page shows the voucher, its date and what comes back if it is not used.
    await expect(customer).toHaveURL(/\/purchases\/AS\w+/, { timeout: 15_000 });
    const vouchers = customer.getByRole('region', { name: 'Consultation vouchers' });
    const voucher = vouchers.getByRole('region', { name: '30-minute consultation' });
    await expect(voucher).toContainText('Ready to use');
    await expect(voucher).toContainText(/Use by /);
    await expect(voucher).toContainText('Not used by then? ₹300.00 goes back to your wallet automatically.');
    await customer.screenshot({ path: testInfo.outputPath('voucher-on-order-390.png'), fullPage: true });

    // "Choose an astrologer" lists the marriage astrologers; Rajesh is one of them.
    await voucher.getByRole('link', { name: 'Choose an astrologer' }).click();
    await expect(customer).toHaveURL(/\/astrologers\?specialization=Marriage/);
    await expect(customer.getByText(RAJESH.name).first()).toBeVisible();

    // On his packages page: "Use your voucher", free, although the wallet is empty.
    expect(await balanceOf(customer)).toBe(0);
    await customer.goto(`/packages/${RAJESH.id}`);
    const offer = customer.getByRole('region', { name: 'Use your voucher' });
    await expect(offer).toContainText('30-minute consultation');
    await expect(offer).toContainText('Free with your voucher: you pay ₹0.00.');
    await customer.screenshot({ path: testInfo.outputPath('use-your-voucher-390.png'), fullPage: true });
    await offer.getByRole('button', { name: 'Book 30 minutes free' }).click();
    await expect(customer).toHaveURL(/\/chat(\/\d+)?$/);
    expect(await balanceOf(customer)).toBe(0);

    await passBirthDetailsGate(customer);
    const consultationId = await astrologerOpensChat(astrologer, username);
    await customerSessionRunning(customer);
    const booked = await api<{ cost: number; voucherMinutes: number }>(customer, 'GET', `/api/consultations/active/${(await api<{ id: number }>(customer, 'GET', '/api/auth/me')).body.id}`);
    expect(booked.body).toMatchObject({ cost: 0, voucherMinutes: 30 });

    // Ended within the first minute: the voucher's 29 unused minutes come back at ₹10 each.
    await customer.getByRole('button', { name: 'End Call' }).click();
    await customer.getByRole('alertdialog', { name: 'End this consultation?' }).getByRole('button', { name: 'End Call' }).click();
    await expect(customer.getByText(/You ended the consultation\./)).toBeVisible();
    await expect.poll(() => balanceOf(customer)).toBe(29_000);

    // The account shows the voucher as used; the astrologer was paid for the minute by AstroSetu.
    await customer.goto('/profile?tab=purchases');
    await expect(customer.getByRole('region', { name: 'Consultation vouchers' }).getByRole('region', { name: '30-minute consultation' })).toContainText('Used');
    const statement = await api<{ entries: Array<{ consultationId: number; platformPaidMinutes: number; platformPaidAmount: number }> }>(astrologer, 'GET', '/api/astrologer/earnings/statement');
    const entry = statement.body.entries.find((candidate) => candidate.consultationId === consultationId);
    expect(entry?.platformPaidMinutes).toBe(1);
    expect(entry?.platformPaidAmount).toBeGreaterThan(0);
    await context.close();
  });
});
