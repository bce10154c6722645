import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { remoteArea, signInAs, type DemoRole } from './session';

export const RAJESH = { id: 1, name: 'Pandit Rajesh Sharma' };

export async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => window.localStorage.getItem('token') ?? '');
}

/** The API as the signed-in page's user (same origin, the page's token). */
export async function api<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<{ status: number; body: T }> {
  const headers = { Authorization: `Bearer ${await tokenOf(page)}` };
  const response = method === 'GET' ? await page.request.get(path, { headers }) : await page.request.post(path, { headers, data: data ?? {} });
  return { status: response.status(), body: (await response.json()) as T };
}

export async function signedInPage(browser: Browser, role: DemoRole, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await signInAs(page, role);
  return page;
}

/** Ends whatever session the demo customer still has running (an earlier journey's). */
export async function endRunningSession(page: Page): Promise<void> {
  await page.goto('/');
  await expect(remoteArea(page, 'mf_marketplace')).toBeVisible();
  const me = await api<{ id: number }>(page, 'GET', '/api/auth/me');
  const active = await api<{ id: number } | null>(page, 'GET', `/api/consultations/active/${me.body.id}`);
  if (active.body) await api(page, 'POST', `/api/consultations/${active.body.id}/end`, { rating: 0 });
}

/** The demo customer's wallet balance in paise, from the API. */
export async function balanceOf(page: Page): Promise<number> {
  return (await api<{ balance: number }>(page, 'GET', '/api/auth/me')).body.balance;
}

/** Starts from a known state: no session running, and enough in the wallet for a 10-minute package. */
export async function prepareCustomer(page: Page): Promise<void> {
  await endRunningSession(page);
  const rajesh = await api<{ ratePerMinute: number }>(page, 'GET', `/api/astrologers/${RAJESH.id}`);
  if ((await balanceOf(page)) >= rajesh.body.ratePerMinute * 10 * 100) return;
  // Earlier journeys spent the demo wallet: top it up through the sandbox gateway, as a customer would.
  await page.goto(`/packages/${RAJESH.id}`);
  await page.getByRole('region', { name: 'Wallet balance' }).getByRole('button', { name: 'Add ₹500' }).click();
  await expect(page.getByText('SANDBOX GATEWAY')).toBeVisible();
  await page.getByRole('radio', { name: /^UPI/ }).check();
  await page.getByRole('button', { name: 'Pay ₹500.00' }).click();
  await expect(page).toHaveURL(/\/payment\/success/);
}

/** Books Rajesh's 10-minute package from the wallet on the packages page; the customer lands in the chat. */
export async function bookTenMinutes(customer: Page): Promise<void> {
  await customer.goto(`/packages/${RAJESH.id}`);
  const ten = customer.getByRole('list', { name: 'Chat packages' }).getByRole('listitem').filter({ has: customer.getByRole('heading', { name: '10 min' }) });
  await ten.getByRole('button', { name: 'Buy & Start Chat' }).click();
  await expect(customer).toHaveURL(/\/chat(\/\d+)?$/);
}

/** The customer fills the birth-details gate (the package gave none) and starts the consultation. */
export async function passBirthDetailsGate(customer: Page): Promise<void> {
  const gate = customer.getByRole('dialog', { name: 'Your birth details' });
  await expect(gate).toBeVisible();
  await gate.getByLabel('Full name').fill('Demo User');
  await gate.getByLabel('Date of birth').fill('1992-03-25');
  await gate.getByLabel('Time of birth').fill('07:15');
  await gate.getByLabel('Place of birth').fill('Varanasi');
  await gate.getByRole('button', { name: 'Start Consultation' }).click();
  await expect(gate).toBeHidden();
}

/**
 * The customer's session is running: connected, and the clock counting down, as a customer sees it before ending
 * or extending. (On 2026-12-07 a click on End Call right after "Connected" landed below the button: the phone's
 * header shrank when the clock replaced the wider "not started" note. The note now has a row of its own under the
 * actions, so End Call stays put, and journeys still act on a started session.)
 */
export async function customerSessionRunning(customer: Page): Promise<void> {
  await expect(customer.getByText('Connected')).toBeVisible();
  await expect(customer.getByRole('timer')).toBeVisible();
}

/** The astrologer opens the customer's running consultation (which joins it: the session can start). */
export async function astrologerOpensChat(astrologer: Page, customerName = 'Demo User'): Promise<number> {
  await astrologer.goto('/astrologer-dashboard');
  await expect(astrologer.getByRole('heading', { name: 'Astrologer Dashboard' })).toBeVisible();
  const sessions = await api<{ id: number }[]>(astrologer, 'GET', '/api/astrologer/consultations/active');
  const consultationId = sessions.body[0]!.id;
  await astrologer.goto(`/chat?consultation=${consultationId}`);
  await expect(astrologer.getByRole('heading', { name: customerName, level: 1 })).toBeVisible();
  await expect(astrologer.getByText('Connected')).toBeVisible();
  return consultationId;
}
