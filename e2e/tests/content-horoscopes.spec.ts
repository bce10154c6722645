import { expect, test } from '../src/test';
import { remoteArea } from '../src/session';

const todayInIndia = () =>
  new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date());

test.describe('daily horoscopes', () => {
  test("a visitor reads today's horoscope for two signs", async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/horoscopes/')) requests.push(new URL(request.url()).pathname);
    });
    await page.goto('/daily-horoscope');
    const content = remoteArea(page, 'mf_content');
    await expect(content.getByRole('heading', { level: 1 })).toHaveText(`Daily Horoscope – ${todayInIndia()}`);

    await expect(content.getByRole('heading', { name: 'Aries (Mesha)' })).toBeVisible();
    const ariesPrediction = content.getByRole('heading', { name: 'Aries prediction' }).locator('xpath=ancestor::div[contains(@class,"MuiCard-root")]');
    await expect(ariesPrediction).toHaveText(/^Aries prediction.{80,}/s);
    const ariesText = await ariesPrediction.innerText();
    await expect(content.getByRole('heading', { name: 'Lucky Numbers' })).toBeVisible();

    await content.getByRole('group', { name: 'Zodiac signs' }).getByRole('button', { name: /Leo/ }).click();
    await expect(page).toHaveURL(/\/daily-horoscope\?sign=leo$/);
    await expect(content.getByRole('heading', { name: 'Leo (Simha)' })).toBeVisible();
    const leoPrediction = content.getByRole('heading', { name: 'Leo prediction' }).locator('xpath=ancestor::div[contains(@class,"MuiCard-root")]');
    await expect(leoPrediction).toHaveText(/^Leo prediction.{80,}/s);
    expect((await leoPrediction.innerText()).replace(/^Leo prediction/, '')).not.toBe(ariesText.replace(/^Aries prediction/, ''));
    // One list of all twelve readings serves both signs.
    expect(requests).toEqual(['/api/horoscopes/daily']);
  });
});
