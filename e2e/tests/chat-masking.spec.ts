import { expect, test } from '../src/test';
import { seriousViolations } from '../src/axe';
import { RAJESH, api, astrologerOpensChat, bookTenMinutes, passBirthDetailsGate, prepareCustomer, signedInPage } from '../src/consultation-journey';

const PHONE = { width: 390, height: 844 };

test.describe('contact details in the chat', () => {
  test('the astrologer sends a phone number and a UPI ID: both are hidden, the customer has the standing note and reports the message, the admin sees it in the queue', async ({ browser }) => {
    // The journey took 19 s on a 2-core machine shared by six engineers; the limit leaves room for a busier one.
    test.setTimeout(60_000);
    const customer = await signedInPage(browser, 'user', { viewport: PHONE, isMobile: true, hasTouch: true });
    const astrologer = await signedInPage(browser, 'astrologer');
    await prepareCustomer(customer);
    await bookTenMinutes(customer);
    const consultationId = await astrologerOpensChat(astrologer);
    await passBirthDetailsGate(customer);

    // The customer's standing note, before anything is said.
    await expect(customer.getByRole('note').filter({ hasText: 'AstroSetu never asks you to pay outside the site' })).toBeVisible();

    const composer = astrologer.getByRole('textbox', { name: 'Message' });
    await composer.fill('For the full remedy call me on 98765 43210, and send the dakshina to ramesh.sharma@okaxis');
    await composer.press('Enter');
    // The sender is told why.
    await expect(astrologer.getByText('We hid a phone number and a UPI ID from your message.', { exact: false })).toBeVisible();

    const messages = customer.getByRole('log', { name: 'Messages' });
    const masked = messages.getByRole('article').filter({ hasText: 'For the full remedy' });
    await expect(masked).toContainText('call me on [phone number hidden], and send the dakshina to [UPI ID hidden]');
    await expect(messages).not.toContainText('98765');
    await expect(messages).not.toContainText('okaxis');
    await expect(customer.getByText('AstroSetu hid a phone number and a UPI ID from this message.', { exact: false })).toBeVisible();

    await messages.getByRole('button', { name: `Report this message from ${RAJESH.name}` }).last().click();
    const dialog = customer.getByRole('dialog', { name: 'Report this message' });
    await dialog.getByRole('radio', { name: 'Asked me to pay outside AstroSetu' }).check();
    await dialog.getByLabel('What happened (optional)').fill('He wants the money on his own UPI');
    expect(await seriousViolations(customer)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog).toBeHidden();
    await expect(customer.getByText('Report sent')).toBeVisible();

    const admin = await signedInPage(browser, 'admin');
    await admin.goto('/admin?tab=moderation');
    const report = admin.getByRole('article').filter({ hasText: `consultation #${consultationId}` });
    await expect(report.getByRole('heading', { name: new RegExp(`^Report #\\d+: ${RAJESH.name}$`) })).toBeVisible();
    await expect(report.getByRole('listitem').filter({ hasText: 'Reported message' })).toContainText('[UPI ID hidden]');
    await expect(report).toContainText('He wants the money on his own UPI');

    // Leave the demo customer without a running session for the next journeys.
    await api(customer, 'POST', `/api/consultations/${consultationId}/end`, { rating: 0 });
  });
});
