import { expect, test } from '../src/test';
import { seriousViolations } from '../src/axe';
import { remoteArea } from '../src/session';

const yearInIndia = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(new Date());
const todayLong = () =>
  new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date());

test.describe('festival calendar on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a visitor opens /festivals, finds this year's Diwali with its date, and the panchang month view", async ({ page }) => {
    test.setTimeout(20_000);
    const year = yearInIndia();
    await page.goto('/festivals');
    const content = remoteArea(page, 'mf_content');
    await expect(content.getByRole('heading', { level: 1 })).toHaveText(`Hindu Festivals ${year}`);

    // Diwali falls on the Amavasya of October or November; the row carries its machine-readable date.
    const diwali = content.getByRole('heading', { name: 'Diwali (Lakshmi Puja)' });
    await expect(diwali).toBeVisible();
    const row = diwali.locator('xpath=ancestor::li[1]');
    await expect(row.locator('time')).toHaveAttribute('datetime', new RegExp(`^${year}-1[01]-\\d{2}$`));
    await expect(row.locator('time')).toHaveText(/^\w{3}, \d{1,2} (Oct|Nov)$/);

    const today = content.getByRole('button', { name: new RegExp(`^${todayLong()}:`) });
    await expect(today).toBeVisible();
    await today.click();
    await expect(content.getByRole('heading', { name: todayLong() })).toBeVisible();

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the panchang page shows the muhurtas, choghadiya and month view without sideways overflow', async ({ page }) => {
    test.setTimeout(20_000);
    await page.goto('/panchang');
    const content = remoteArea(page, 'mf_content');
    await expect(content.getByText('Rahu Kalam', { exact: true })).toBeVisible();
    await expect(content.getByRole('heading', { name: 'Choghadiya' })).toBeVisible();
    await expect(content.getByRole('button', { name: new RegExp(`^${todayLong()}:`) })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
