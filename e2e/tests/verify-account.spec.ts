import type { Browser } from '@playwright/test';
import { expect, test } from '../src/test';
import { RAJESH } from '../src/consultation-journey';
import { mailedVerificationCode, smsVerificationCode, uniqueMobileNumber } from '../src/verify-account';

/**
 * Issue #33, verified accounts (docs/trust.md#verified-accounts): a customer who has just signed up taps "Buy & Start
 * Chat" and is asked, before any money, for the code mailed at sign-up and then for a code sent by SMS to their
 * Indian mobile number; once both are confirmed the booking goes on (here to the top-up offer: the wallet is empty).
 */
async function newUnverifiedCustomer(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, isMobile: viewport.width < 500, hasTouch: viewport.width < 500 });
  const page = await context.newPage();
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `meera-${stamp}@example.com`;
  const registered = await page.request.post('/api/auth/register', {
    data: { username: `Meera ${stamp.slice(-5)}`, email, password: 'secret123', phone: '+91 98450 00000' },
  });
  expect(registered.ok()).toBe(true);
  const { token, user } = (await registered.json()) as { token: string; user: { emailVerified?: boolean; phoneVerified?: boolean } };
  expect(user).toMatchObject({ emailVerified: false, phoneVerified: false });
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
  return { page, email, token };
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`at ${viewport.width} px, a new customer verifies e-mail and mobile number in the booking dialog before paying`, async ({ browser }, testInfo) => {
    const { page, email, token } = await newUnverifiedCustomer(browser, viewport);
    await page.goto(`/packages/${RAJESH.id}`);
    const ten = page.getByRole('list', { name: 'Chat packages' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: '10 min' }) });
    await ten.getByRole('button', { name: 'Buy & Start Chat' }).click();

    const dialog = page.getByRole('dialog', { name: 'Verify your account' });
    await expect(dialog).toBeVisible();
    // Asked before any money: no top-up offer yet.
    await expect(page.getByRole('dialog', { name: 'Top up to book this package' })).toHaveCount(0);
    await expect(dialog).toContainText(`We sent a 6-digit code to ${email} when you signed up.`);

    // A wrong code is answered with the tries left; the right one moves to the phone step.
    await dialog.getByLabel('Verification code').fill('000000');
    await dialog.getByRole('button', { name: 'Verify e-mail' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('That code is not right. Please check it and try again. 4 tries left on this code.');
    await dialog.getByLabel('Verification code').fill(await mailedVerificationCode(page.request, email));
    await dialog.getByRole('button', { name: 'Verify e-mail' }).click();

    const phoneField = dialog.getByLabel('Mobile number');
    await expect(phoneField).toHaveValue('+91 98450 00000');
    await phoneField.fill('12345');
    await dialog.getByRole('button', { name: 'Send code by SMS' }).click();
    await expect(dialog).toContainText('Enter a 10-digit Indian mobile number (it starts with 6, 7, 8 or 9)');

    const phone = uniqueMobileNumber();
    await phoneField.fill(`0${phone.slice(3, 8)} ${phone.slice(8)}`);
    await dialog.getByRole('button', { name: 'Send code by SMS' }).click();
    await expect(dialog).toContainText(`Enter the 6-digit code we sent by SMS to +91 ••••• •${phone.slice(-4)}`);
    await expect(dialog.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
    await page.screenshot({ path: testInfo.outputPath(`verify-phone-${viewport.width}.png`) });
    await dialog.getByLabel('Verification code').fill(await smsVerificationCode(page.request, phone));
    await dialog.getByRole('button', { name: 'Verify number' }).click();

    // Verified: the booking goes on where it was, and the wallet is empty, so the top-up is offered.
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Top up to book this package' })).toBeVisible();
    const me = await page.request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(await me.json()).toMatchObject({ phone, emailVerified: true, phoneVerified: true });
    await page.context().close();
  });
}

test('a customer who closes the dialog books nothing, and is asked again at the next tap', async ({ browser }) => {
  const { page } = await newUnverifiedCustomer(browser, { width: 360, height: 780 });
  await page.goto(`/packages/${RAJESH.id}`);
  const buy = page.getByRole('list', { name: 'Chat packages' }).getByRole('listitem').first().getByRole('button', { name: 'Buy & Start Chat' });
  await buy.click();
  const dialog = page.getByRole('dialog', { name: 'Verify your account' });
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/packages/${RAJESH.id}`));
  await buy.click();
  await expect(dialog).toBeVisible();
  await page.context().close();
});
