import { expect, test } from '../src/test';
import { signInAsNewCustomer } from '../src/new-customer';
import { remoteArea } from '../src/session';

// Issue 32: a struck-through "was" price only when the server's price history bears it out (docs/orders.md#prices).
// The demo data records each item's current price once, so no page shows one; no invented social proof either.
const PHONE = { width: 390, height: 844 };

interface CataloguePrices {
  items: Array<{ key: string; price: number; referencePrice?: number }>;
}

const sellingPages: Array<{ path: string; buy: { role: 'link' | 'button'; name: RegExp } }> = [
  { path: '/astrology-tools', buy: { role: 'link', name: /^Purchase Service: / } },
  { path: '/horoscopes', buy: { role: 'link', name: /^Purchase Service: Weekly Premium/ } },
  { path: '/divination', buy: { role: 'link', name: /^Purchase Service: / } },
  { path: '/match-making', buy: { role: 'button', name: /^Choose Package: Detailed Compatibility/ } },
];

test.describe('reference prices and claims on a phone (390 px)', () => {
  test.use({ viewport: PHONE });

  test('the server answers the 21 prices and no reference price, and no selling page strikes a price through', async ({ page }) => {
    const answer = await page.request.get('/api/catalogue/prices');
    expect(answer.status()).toBe(200);
    const { items } = (await answer.json()) as CataloguePrices;
    expect(items).toHaveLength(21);
    expect(items.filter((item) => item.referencePrice !== undefined)).toEqual([]);

    for (const { path, buy } of sellingPages) {
      const prices = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/catalogue/prices');
      await page.goto(path);
      const content = remoteArea(page, 'mf_content');
      await expect(content.getByRole(buy.role, { name: buy.name }).first()).toBeVisible();
      expect((await prices).status()).toBe(200);
      await expect(content.getByRole('deletion')).toHaveCount(0);
      await expect(content.getByText(/\d+% off/)).toHaveCount(0);
    }
  });

  test('the match-making page shows no invented counts or testimonials', async ({ page }) => {
    await page.goto('/match-making');
    const content = remoteArea(page, 'mf_content');
    await expect(content.getByRole('heading', { name: 'Why Match Making with AstroSetu' })).toBeVisible();
    await expect(content.getByText(/\d+\+/)).toHaveCount(0);
    await expect(content.getByRole('heading', { name: 'Success Stories' })).toHaveCount(0);
  });

  test('the wallet says credit does not expire', async ({ page }) => {
    await signInAsNewCustomer(page, 'Gopal');
    await page.goto('/packages');
    const market = remoteArea(page, 'mf_marketplace');
    await expect(market.getByText('Credits do not expire and are used for chat packages and extensions.')).toBeVisible();
    await expect(market.getByText(/365 days/)).toHaveCount(0);
  });
});
