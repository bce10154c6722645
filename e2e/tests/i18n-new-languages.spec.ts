import { expect, test } from '../src/test';
import type { Page } from '@playwright/test';
import { seriousViolations } from '../src/axe';
import { horizontalOverflow } from '../src/layout';
import { catalogue, NEW_LANGUAGES } from '../src/new-languages';
import { remoteArea, resetDemoLanguages, signInAs } from '../src/session';

// A paid booking in Telugu and Bengali (issue 38) on a phone, opened with ?lang= as a shared link would. Every word
// checked is the one the project's catalogue gives the reader, every page fits 390 px and axe finds nothing serious.
// The five public pages in every new language are i18n-new-languages-public.spec.ts (in the own-data lane: it signs in
// as nobody).

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function balanceOf(page: Page, token: string): Promise<number> {
  const response = await page.request.get('/api/auth/user', { headers: { Authorization: `Bearer ${token}` } });
  return ((await response.json()) as { balance: number }).balance;
}

// The booking journey chooses the language while signed in, which the shared demo account keeps: put it back.
test.afterEach(async ({ request }) => {
  await resetDemoLanguages(request);
});

for (const { code, name } of NEW_LANGUAGES.filter((language) => language.booking)) {
  test.describe(`the site in ${name} on a phone (390 px)`, () => {
    test.use({ viewport: { width: 390, height: 844 } });
    const marketplace = catalogue('mf-marketplace', code);

    test(`a 15-minute package paid from the wallet, in ${name}: the price, the chat, then the lower balance and the live session`, async ({ page }) => {
      await signInAs(page, 'user');
      await page.goto(`/packages?lang=${code}`);
      await expect(remoteArea(page, 'mf_marketplace')).toBeVisible();
      const token = await page.evaluate(() => window.localStorage.getItem('token') ?? '');
      const headers = { Authorization: `Bearer ${token}` };
      const me = (await (await page.request.get('/api/auth/me', { headers })).json()) as { id: number };
      // Start from no running session (another journey may have left one).
      const running = (await (await page.request.get(`/api/consultations/active/${me.id}`, { headers })).json()) as { id: number } | null;
      if (running) await page.request.post(`/api/consultations/${running.id}/end`, { headers, data: { rating: 0, review: 'Ended before the e2e journey' } });

      const astrologers = (await (await page.request.get('/api/astrologers')).json()) as { id: number; name: string; isOnline: boolean; ratePerMinute: number }[];
      const online = astrologers.find((astrologer) => astrologer.isOnline);
      if (!online) throw new Error('No online demo astrologer');
      const before = await balanceOf(page, token);
      // The 15-minute package costs 14 minutes' worth.
      const cost = online.ratePerMinute * 14 * 100;
      expect(before).toBeGreaterThanOrEqual(cost);

      await page.goto(`/packages/${online.id}?lang=${code}`);
      await expect(page.getByRole('heading', { name: online.name, level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: marketplace('packages.title') })).toBeVisible();
      const wallet = page.getByRole('region', { name: marketplace('wallet.balance') });
      await expect(wallet.getByText(rupees(before), { exact: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);

      const fifteen = page.getByRole('list', { name: marketplace('packages.gridLabel') }).getByRole('listitem').nth(1);
      await expect(fifteen.getByText(rupees(cost).replace('.00', ''), { exact: true })).toBeVisible();
      await fifteen.getByRole('button', { name: marketplace('packages.buy') }).click();
      await expect(page).toHaveURL(/\/chat(\/\d+)?$/);
      await expect(remoteArea(page, 'mf_chat')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await expect.poll(() => balanceOf(page, token)).toBe(before - cost);

      // The booked session in the consultations page, in this language.
      await page.goto('/consultations');
      await expect(page.getByRole('heading', { name: marketplace('history.hero.title') })).toBeVisible();
      const live = page.getByRole('list', { name: marketplace('history.active.label') }).getByRole('listitem');
      await expect(live).toHaveCount(1);
      await expect(live.getByRole('heading', { name: online.name })).toBeVisible();
      await expect(live.getByText(rupees(cost), { exact: true })).toBeVisible();
      await expect(live.getByText(marketplace('history.status.active'), { exact: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);

      // Leave no session running for the next journey.
      const session = (await (await page.request.get(`/api/consultations/active/${me.id}`, { headers })).json()) as { id: number } | null;
      if (session) await page.request.post(`/api/consultations/${session.id}/end`, { headers, data: { rating: 0, review: 'Ended after the e2e journey' } });
    });
  });
}
