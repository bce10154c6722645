import { expect, test } from '../src/test';
import type { Page } from '@playwright/test';
import { horizontalOverflow } from '../src/layout';
import { signInAsNewCustomer } from '../src/new-customer';

// Issue 32: the ₹99 Daily Horoscope card promises "every morning for 30 days", "Based on your Moon sign and dasha",
// "Good and bad hours" and "Daily remedy". Bought on a phone, the order page shows reading 1 with those parts and
// the schedule of 30 readings.

const phone = { width: 390, height: 844 };

async function choosePlace(page: Page, label: string | RegExp, typed: string, option: RegExp) {
  await page.getByRole('combobox', { name: label }).fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

async function chooseOption(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a customer buys the ₹99 Daily Horoscope on a phone and sees reading 1 and the schedule of 30 (390 px)', async ({ page }, testInfo) => {
  await page.setViewportSize(phone);
  await signInAsNewCustomer(page, 'Kavya');

  // The card on the Astrology Tools page, with what it promises.
  await page.goto('/astrology-tools');
  await expect(page.getByText('A personal daily forecast from your own chart, every morning for 30 days.')).toBeVisible();
  await page.getByRole('link', { name: 'Purchase Service: Daily Horoscope' }).click();
  await expect(page).toHaveURL(/\/payment\?/);
  await expect(page.getByText(/You receive: A personal reading from your natal Moon and ascendant every morning for 30 days/)).toBeVisible();

  await page.getByRole('textbox', { name: 'Full name' }).fill('Kavya Nair');
  await chooseOption(page, /^Gender/, 'Female');
  await page.getByLabel(/^Birth date/).fill('1994-07-09');
  await page.getByLabel(/^Birth time/).fill('08:20');
  await choosePlace(page, /^Birth place/, 'Chennai', /Chennai/);
  await page.getByRole('button', { name: 'Pay ₹99' }).click();

  await expect(page.getByText('SANDBOX GATEWAY')).toBeVisible();
  await page.getByRole('radio', { name: /^UPI/ }).check();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/purchases\/AS\w+/, { timeout: 15_000 });
  const orderPath = new URL(page.url()).pathname;

  // Reading 1 is built off the request path: reload until it is there.
  await expect(async () => {
    await page.goto(orderPath);
    await expect(page.getByRole('heading', { name: 'Your readings (1 of 30)' })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });

  await expect(page.getByText('In progress', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/The next one arrives on .+, on this page and by e-mail\./)).toBeVisible();
  await expect(page.getByText(/Daily Horoscope: reading 1 of 30/).first()).toBeVisible();
  // The card's lines, in reading 1 (open, as the latest reading).
  await expect(page.getByText('Natal Moon sign').first()).toBeVisible();
  await expect(page.getByText(/Your dasha in this day: \w+ mahadasha/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Good and bad hours of the day' })).toBeVisible();
  await expect(page.getByText('Rahu Kalam', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Remedy of the day' })).toBeVisible();
  await expect(page.getByText(/^Today is \w+day, the day of \w+\. Its traditional observance:/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download reading 1 (PDF)' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('daily-horoscope-reading-1-390.png'), fullPage: true });
});
