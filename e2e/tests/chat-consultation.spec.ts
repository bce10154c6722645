import { expect, test, type Browser, type Page } from '@playwright/test';
import { remoteArea, signInAs, type DemoRole } from '../src/session';

const RAJESH = { id: 1, name: 'Pandit Rajesh Sharma' };

async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => window.localStorage.getItem('token') ?? '');
}

async function api<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<{ status: number; body: T }> {
  const headers = { Authorization: `Bearer ${await tokenOf(page)}` };
  const response = method === 'GET' ? await page.request.get(path, { headers }) : await page.request.post(path, { headers, data: data ?? {} });
  return { status: response.status(), body: (await response.json()) as T };
}

async function signedInPage(browser: Browser, role: DemoRole): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, role);
  return page;
}

/** Starts from a known state: no session running, and enough in the wallet for a 10-minute package. */
async function prepareCustomer(page: Page): Promise<void> {
  await page.goto('/');
  await expect(remoteArea(page, 'mf_marketplace')).toBeVisible();
  const me = await api<{ id: number; balance: number }>(page, 'GET', '/api/auth/me');
  const active = await api<{ id: number } | null>(page, 'GET', `/api/consultations/active/${me.body.id}`);
  if (active.body) await api(page, 'POST', `/api/consultations/${active.body.id}/end`, { rating: 0, review: 'Ended before the chat journey' });
  const rajesh = await api<{ ratePerMinute: number }>(page, 'GET', `/api/astrologers/${RAJESH.id}`);
  if (me.body.balance >= rajesh.body.ratePerMinute * 10 * 100) return;
  // Earlier journeys spent the demo wallet: top it up through the sandbox gateway, as a customer would.
  await page.goto(`/packages/${RAJESH.id}`);
  await page.getByRole('region', { name: 'Wallet balance' }).getByRole('button', { name: 'Add ₹500' }).click();
  await expect(page.getByText('SANDBOX GATEWAY')).toBeVisible();
  await page.getByRole('radio', { name: /^UPI/ }).check();
  await page.getByRole('button', { name: 'Pay ₹500.00' }).click();
  await expect(page).toHaveURL(/\/payment\/success/);
}

test.describe('live consultation chat between the demo customer and the demo astrologer', () => {
  test('they chat with typing and read marks, the astrologer extends twice (not a third time), the customer ends the call', async ({ browser }) => {
    const customer = await signedInPage(browser, 'user');
    const astrologer = await signedInPage(browser, 'astrologer');
    await prepareCustomer(customer);

    // The astrologer waits on the dashboard; the customer books a 10-minute package.
    await astrologer.goto('/astrologer-dashboard');
    await expect(astrologer.getByRole('heading', { name: 'Astrologer Dashboard' })).toBeVisible();
    await expect(astrologer.getByText('Total Earnings')).toBeVisible();

    await customer.goto(`/packages/${RAJESH.id}`);
    const ten = customer.getByRole('list', { name: 'Chat packages' }).getByRole('listitem').filter({ has: customer.getByRole('heading', { name: '10 min' }) });
    await ten.getByRole('button', { name: 'Buy & Start Chat' }).click();

    // The astrologer hears of the booking at once (the toast stays 8 s) and opens the chat from it.
    await expect(astrologer.getByText('New consultation request')).toBeVisible();
    await expect(astrologer.getByText(/Demo User booked a 10-minute consultation/)).toBeVisible();
    await astrologer.getByRole('button', { name: 'Open chat', exact: true }).click();
    await expect(astrologer).toHaveURL(/\/chat\?consultation=\d+$/);
    await expect(astrologer.getByRole('heading', { name: 'Demo User', level: 1 })).toBeVisible();
    await expect(astrologer.getByText('Connected')).toBeVisible();

    await expect(customer).toHaveURL(/\/chat$/);
    await expect(remoteArea(customer, 'mf_chat')).toHaveAttribute('data-page', 'chat');

    // The package gave no birth details, so the gate comes first; the clock waits for it.
    const gate = customer.getByRole('dialog', { name: 'Your birth details' });
    await expect(gate).toBeVisible();
    await gate.getByLabel('Full name').fill('Demo User');
    await gate.getByLabel('Date of birth').fill('1992-03-25');
    await gate.getByLabel('Time of birth').fill('07:15');
    await gate.getByLabel('Place of birth').fill('Varanasi');
    await gate.getByRole('button', { name: 'Start Consultation' }).click();
    await expect(gate).toBeHidden();
    await expect(customer.getByRole('region', { name: 'Birth chart' })).toContainText('Aries');
    await expect(customer.getByRole('heading', { name: RAJESH.name, level: 1 })).toBeVisible();
    await expect(customer.getByText('Connected')).toBeVisible();
    await expect(customer.getByText('10min Package')).toBeVisible();


    // The customer types: the astrologer sees it, then the message; the customer's message is marked read.
    const customerInput = customer.getByRole('textbox', { name: 'Message' });
    await customerInput.pressSequentially('Namaste Panditji, will I change jobs this year?', { delay: 20 });
    await expect(astrologer.getByText('Demo User is typing…')).toBeVisible();
    await customerInput.press('Enter');
    await expect(astrologer.getByRole('article', { name: 'Message from Demo User' })).toContainText('will I change jobs this year?');
    const customerMessage = customer.getByRole('article', { name: 'Message from You' }).last();
    await expect(customerMessage.locator('[data-status="read"]')).toBeVisible();

    // And back: the astrologer's reply reaches the customer and is marked read for the astrologer.
    const astrologerInput = astrologer.getByRole('textbox', { name: 'Message' });
    await astrologerInput.pressSequentially('Jupiter favours a change after June.', { delay: 20 });
    await expect(customer.getByText(`${RAJESH.name} is typing…`)).toBeVisible();
    await astrologerInput.press('Enter');
    await expect(customer.getByRole('article', { name: `Message from ${RAJESH.name}` })).toContainText('Jupiter favours a change after June.');
    await expect(astrologer.getByRole('article', { name: 'Message from You' }).last().locator('[data-status="read"]')).toBeVisible();

    // Two free extensions; the button then has none left and the API refuses a third.
    const consultationId = Number(new URL(astrologer.url()).searchParams.get('consultation'));
    for (const left of [2, 1]) {
      await astrologer.getByRole('button', { name: `Add 5 free minutes (${left} left)` }).click();
      await expect(customer.getByText('Free Extension', { exact: true })).toBeVisible();
    }
    await expect(astrologer.getByRole('button', { name: 'Add 5 free minutes (0 left)' })).toBeDisabled();
    await expect(customer.getByText('+10 min free extension')).toBeVisible();
    const third = await api<{ error: { message: string } }>(astrologer, 'POST', `/api/consultations/${consultationId}/extend-astrologer`, { duration: 5 });
    expect(third.status).toBe(409);
    expect(third.body.error.message).toBe('The free extension can be given at most 2 times per session');
    const me = await api<{ id: number }>(customer, 'GET', '/api/auth/me');
    const timing = await api<{ duration: number; astrologerExtensions: number; status: string }[]>(customer, 'GET', `/api/consultations/user/${me.body.id}`);
    expect(timing.body.find((consultation) => consultation.status === 'active')).toMatchObject({ duration: 20, astrologerExtensions: 2 });

    // The customer ends the call: both are told, the customer goes home, history shows it completed.
    await customer.getByRole('button', { name: 'End Call' }).click();
    await customer.getByRole('alertdialog', { name: 'End this consultation?' }).getByRole('button', { name: 'End Call' }).click();
    await expect(customer.getByText('Session Ended', { exact: true })).toBeVisible();
    await expect(astrologer.getByText('The customer has ended the consultation.').first()).toBeVisible();
    await expect(customer).toHaveURL(/\/$/, { timeout: 10_000 });

    await customer.goto('/consultations');
    const past = customer.getByRole('list', { name: 'Past consultations' }).getByRole('listitem').filter({ hasText: RAJESH.name }).first();
    await expect(past).toContainText(/completed/i);
    await expect(customer.getByRole('list', { name: 'Active sessions' })).toHaveCount(0);

    await customer.context().close();
    await astrologer.context().close();
  });
});
