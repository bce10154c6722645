import { expect, test } from '../src/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { remoteArea, signInAs } from '../src/session';
import { verifyNewCustomer } from '../src/verify-account';

/** The wallet as the navigation bar shows it, in paise. */
async function navBalance(page: Page): Promise<number> {
  const chip = page.getByLabel(/^Wallet balance ₹/);
  await expect(chip).toBeVisible();
  const label = (await chip.getAttribute('aria-label')) ?? '';
  const match = /₹([\d,]+)\.(\d\d)$/.exec(label);
  if (!match) throw new Error(`Unreadable wallet balance: ${label}`);
  return Number(match[1].replace(/,/g, '')) * 100 + Number(match[2]);
}

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => window.localStorage.getItem('token') ?? '');
}

interface ApiConsultation {
  id: number;
  astrologerId: number;
  status: string;
  cost: number;
  duration: number;
  astrologer: { name: string };
}

/** Ends whatever session the customer has running, so the journey starts from a known state. */
async function endActiveConsultation(request: APIRequestContext, token: string, userId: number) {
  const headers = { Authorization: `Bearer ${token}` };
  const active = (await (await request.get(`/api/consultations/active/${userId}`, { headers })).json()) as ApiConsultation | null;
  if (active) await request.post(`/api/consultations/${active.id}/end`, { headers, data: { rating: 0, review: 'Ended before the e2e journey' } });
}

test.describe('marketplace: from the listing to a paid consultation', () => {
  test('the demo customer filters by category and Online Only, pays a 15-minute package from the wallet and finds it in /consultations', async ({ page }) => {
    await signInAs(page, 'user');
    await page.goto('/');
    await expect(remoteArea(page, 'mf_marketplace')).toHaveAttribute('data-page', 'home');
    const token = await tokenOf(page);
    const me = (await (await page.request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } })).json()) as { id: number };
    await endActiveConsultation(page.request, token, me.id);

    // The home page's "right astrologer" shortcut, then Online Only on the listing.
    await page.getByRole('list', { name: 'Astrologers by topic' }).getByRole('link', { name: /^Marriage/ }).click();
    await expect(page).toHaveURL(/\/astrologers\?category=marriage$/);
    await page.getByRole('switch', { name: 'Online Only' }).check();
    await expect(page).toHaveURL(/\/astrologers\?category=marriage&online=true$/);
    await expect(page.getByRole('button', { name: 'Remove filter Marriage & Relationships' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove filter Online only' })).toBeVisible();

    const cards = page.getByRole('list', { name: 'Astrologers' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: new RegExp(`^${count} Astrologers? Available$`) })).toBeVisible();
    await expect(page.getByText(`${count} online now`)).toBeVisible();
    for (let index = 0; index < count; index += 1) {
      await expect(cards.nth(index).getByRole('list', { name: 'Specializations' })).toContainText('Marriage & Relationships');
      await expect(cards.nth(index).getByRole('button', { name: 'Chat Now' })).toBeEnabled();
    }

    const first = cards.first();
    const name = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
    // The card's own rate comes first (its "Ways to consult" list repeats it beside the call rate).
    const rateText = (await first.getByText(/^₹[\d,]+\/min$/).first().textContent()) ?? '';
    const ratePerMinute = Number(rateText.replace(/[₹,]|\/min/g, ''));
    await first.getByRole('button', { name: 'Chat Now' }).click();

    await expect(page).toHaveURL(/\/packages\/\d+$/);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    const before = await navBalance(page);
    // The 15-minute package costs 14 minutes' worth (the saving its card shows).
    const cost = ratePerMinute * 14 * 100;
    expect(before).toBeGreaterThanOrEqual(cost);
    const fifteen = page.getByRole('list', { name: 'Chat packages' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: '15 min' }) });
    await expect(fifteen.getByText('Most Popular')).toBeVisible();
    await expect(fifteen.getByText(rupees(cost).replace('.00', ''), { exact: true })).toBeVisible();
    await expect(fifteen.getByText(`Save ${rupees(ratePerMinute * 100).replace('.00', '')}`, { exact: true })).toBeVisible();
    await fifteen.getByRole('button', { name: 'Buy & Start Chat' }).click();

    await expect(page).toHaveURL(/\/chat(\/\d+)?$/);
    await expect(remoteArea(page, 'mf_chat')).toBeVisible();
    await expect(page.getByLabel(`Wallet balance ${rupees(before - cost)}`)).toBeVisible();

    await page.goto('/consultations');
    await expect(page.getByRole('heading', { name: 'Your Spiritual Journey' })).toBeVisible();
    const live = page.getByRole('list', { name: 'Active sessions' }).getByRole('listitem');
    await expect(live).toHaveCount(1);
    await expect(live.getByRole('heading', { name })).toBeVisible();
    await expect(live.getByText(rupees(cost), { exact: true })).toBeVisible();
    await expect(live.getByText('15 min', { exact: true })).toBeVisible();
    expect(await navBalance(page)).toBe(before - cost);
  });

  test('with too small a balance the top-up offer appears and nothing is booked', async ({ page }) => {
    // A new customer's wallet is empty.
    const stamp = Date.now();
    const registered = await page.request.post('/api/auth/register', {
      data: { username: `e2e-${stamp}`, email: `e2e-${stamp}@example.com`, password: 'password123', phone: '+91 90000 00000' },
    });
    expect(registered.ok()).toBe(true);
    const { token, user } = (await registered.json()) as { token: string; user: { id: number; balance: number } };
    // A first booking waits for a verified e-mail and mobile number (verify-account.spec.ts drives the dialog).
    await verifyNewCustomer(page.request, token, `e2e-${stamp}@example.com`);
    expect(user.balance).toBe(0);
    await page.addInitScript((value) => window.localStorage.setItem('token', value), token);

    const astrologers = (await (await page.request.get('/api/astrologers')).json()) as { id: number; name: string; isOnline: boolean; ratePerMinute: number }[];
    const online = astrologers.find((astrologer) => astrologer.isOnline);
    if (!online) throw new Error('No online demo astrologer');
    await page.goto(`/packages/${online.id}`);
    await expect(page.getByRole('heading', { name: online.name, level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Wallet balance' }).getByRole('button', { name: 'Add ₹500' })).toBeVisible();

    const fifteen = page.getByRole('list', { name: 'Chat packages' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: '15 min' }) });
    await fifteen.getByRole('button', { name: 'Buy & Start Chat' }).click();
    const offer = page.getByRole('dialog', { name: 'Top up to book this package' });
    await expect(offer).toBeVisible();
    await expect(offer.getByText('Nothing has been booked or charged', { exact: false })).toBeVisible();
    // 15 minutes cost 14 minutes' worth, less the new customer's 3 free first minutes.
    const price = online.ratePerMinute * (14 - 3) * 100;
    await expect(offer.getByRole('link', { name: `Add ${rupees(price).replace('.00', '')} and book` })).toHaveAttribute(
      'href',
      `/payment?astrologer=${online.id}&duration=15&price=${price}`,
    );
    await expect(page).toHaveURL(new RegExp(`/packages/${online.id}$`));

    const headers = { Authorization: `Bearer ${token}` };
    expect(await (await page.request.get(`/api/consultations/user/${user.id}`, { headers })).json()).toEqual([]);
    expect(((await (await page.request.get('/api/auth/user', { headers })).json()) as { balance: number }).balance).toBe(0);
  });
});
