import { expect, test } from '../src/test';
import type { Page } from '@playwright/test';
import { api, astrologerOpensChat, bookTenMinutes, passBirthDetailsGate, prepareCustomer, RAJESH, signedInPage } from '../src/consultation-journey';
import { verifyNewCustomer } from '../src/verify-account';

/** Customer B: a new account with ₹500 added through the sandbox gateway. */
async function fundedNewCustomer(page: Page): Promise<string> {
  const stamp = Date.now();
  const username = `Kabir ${String(stamp).slice(-5)}`;
  const registered = await page.request.post('/api/auth/register', {
    data: { username, email: `kabir-${stamp}@example.com`, password: 'secret123', phone: `+91 95${String(stamp).slice(-8)}` },
  });
  expect(registered.ok()).toBe(true);
  const { token } = (await registered.json()) as { token: string };
  // A first booking waits for a verified e-mail and mobile number (verify-account.spec.ts drives the dialog).
  await verifyNewCustomer(page.request, token, `kabir-${stamp}@example.com`);
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
  await page.goto(`/packages/${RAJESH.id}`);
  await page.getByRole('region', { name: 'Wallet balance' }).getByRole('button', { name: 'Add ₹500' }).click();
  await expect(page.getByText('SANDBOX GATEWAY')).toBeVisible();
  await page.getByRole('radio', { name: /^UPI/ }).check();
  await page.getByRole('button', { name: 'Pay ₹500.00' }).click();
  await expect(page).toHaveURL(/\/payment\/success/);
  return username;
}

test.describe('the waitlist of a busy astrologer', () => {
  test('B joins the queue while A is in a session, sees position 1 live, is called by a banner at the top of a 390 px screen when A ends, accepts, and the session starts', async ({ browser }) => {
    const a = await signedInPage(browser, 'user');
    const astrologer = await signedInPage(browser, 'astrologer');
    const bContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const b = await bContext.newPage();
    const bName = await fundedNewCustomer(b);

    // A (the demo customer) books Rajesh: he is online and busy.
    await prepareCustomer(a);
    await bookTenMinutes(a);

    await b.goto(`/packages/${RAJESH.id}`);
    const panel = b.getByTestId('waitlist-panel');
    await expect(panel).toContainText(`${RAJESH.name} is in a consultation`);
    await panel.getByRole('button', { name: 'Join the queue' }).click();
    await expect(panel).toContainText(`You are number 1 in ${RAJESH.name}’s queue`);
    await expect(panel).toContainText(/About \d+ minutes? to wait/);

    // The queue survives a reload; the astrologer sees B waiting.
    await b.reload();
    await expect(b.getByTestId('waitlist-panel')).toContainText('You are number 1');
    await astrologer.goto('/astrologer-dashboard');
    await expect(astrologer.getByRole('region', { name: 'Waiting customers' })).toContainText(`1. ${bName}`);

    // B has scrolled down the page (to the packages): the call must reach them all the same.
    await b.evaluate(() => window.scrollTo(0, document.body.scrollHeight));

    // A ends the session (as the End button does): Rajesh has his dashboard open, so B is called at once (live)
    // with 2 minutes to accept.
    const me = await api<{ id: number }>(a, 'GET', '/api/auth/me');
    const active = await api<{ id: number }>(a, 'GET', `/api/consultations/active/${me.body.id}`);
    expect((await api(a, 'POST', `/api/consultations/${active.body.id}/end`, {})).status).toBe(200);

    // The turn is a full-width banner fixed to the top of the 390 px screen: in view without scrolling back.
    const banner = b.getByRole('alert', { name: `It is your turn with ${RAJESH.name}` });
    await expect(banner).toBeInViewport();
    const box = await banner.boundingBox();
    expect(box?.y).toBeLessThanOrEqual(1);
    expect(box?.width).toBeGreaterThanOrEqual(389);
    await expect(banner).toContainText(/Accept within [12]:\d\d/);
    await expect(banner.getByRole('button', { name: 'Accept and start chat' })).toBeInViewport();
    await expect(astrologer.getByRole('region', { name: 'Waiting customers' })).toContainText('Called');
    await banner.getByRole('button', { name: 'Accept and start chat' }).click();
    await expect(b).toHaveURL(/\/chat(\/\d+)?$/);

    // Accepting starts the session: the astrologer opens it, B gives the birth details, the clock runs.
    const bMe = await api<{ id: number }>(b, 'GET', '/api/auth/me');
    await passBirthDetailsGate(b);
    const consultationId = await astrologerOpensChat(astrologer, bName);
    await expect
      .poll(async () => (await api<{ id: number; startedAt?: string } | null>(b, 'GET', `/api/consultations/active/${bMe.body.id}`)).body)
      .toMatchObject({ id: consultationId, startedAt: expect.any(String) });
    await expect(b.getByRole('timer')).toBeVisible();

    await a.context().close();
    await bContext.close();
    await astrologer.context().close();
  });
});
