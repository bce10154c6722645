import { expect, test } from '../src/test';
import type { Page } from '@playwright/test';
import { seriousViolations } from '../src/axe';
import { signInAsNewCustomer } from '../src/new-customer';
import { remoteArea } from '../src/session';

/** The customer's pages of the marketplace remote, each with something that shows it has loaded. */
const PAGES: { path: string; ready: (page: Page) => ReturnType<Page['getByRole']> }[] = [
  { path: '/', ready: (page) => page.getByRole('list', { name: 'Featured astrologers' }).getByRole('heading', { level: 3 }).first() },
  { path: '/astrologers', ready: (page) => page.getByRole('heading', { name: /Astrologers? Available$/ }) },
  { path: '/astrologers?category=marriage&online=true', ready: (page) => page.getByRole('heading', { name: /Astrologers? Available$/ }) },
  { path: '/packages/2', ready: (page) => page.getByRole('list', { name: 'Chat packages' }) },
  { path: '/packages', ready: (page) => page.getByRole('link', { name: 'Pick an astrologer' }) },
  { path: '/checkout?astrologer=2', ready: (page) => page.getByRole('heading', { name: 'Book a consultation' }) },
  { path: '/consultations', ready: (page) => page.getByRole('heading', { name: /^Consultation History/ }) },
  { path: '/profile', ready: (page) => page.getByRole('tab', { name: 'Profile' }) },
  { path: '/profile?tab=analytics', ready: (page) => page.getByText('Your most consulted astrologer') },
  { path: '/profile?tab=notifications', ready: (page) => page.getByRole('tab', { name: /Notifications/ }) },
];

// One width per layout the theme draws (MUI's breakpoints: under 600 px a phone, 1200 px and up a desktop): 360, the
// narrowest phone promised, where sideways overflow shows first, and 1280. 390 and 1440, checked here before, fall in
// the same two layouts, so they repeated these checks (the phone journeys run at 390).
for (const width of [360, 1280]) {
  test.describe(`marketplace pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('have no serious accessibility violations and nothing overflows sideways', async ({ page }) => {
      // A customer of its own: the demo customer's language may change while this runs (lane `own-data`).
      await signInAsNewCustomer(page, 'Meera');
      const problems: string[] = [];
      for (const { path, ready } of PAGES) {
        await page.goto(path);
        await expect(remoteArea(page, 'mf_marketplace')).toBeVisible();
        await expect(ready(page)).toBeVisible();
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) problems.push(`${path}: ${overflow}px horizontal overflow`);
        problems.push(...(await seriousViolations(page)).map((violation) => `${path}: ${violation}`));
      }
      expect(problems).toEqual([]);
    });
  });
}

test('a visitor’s home page and listing have no serious accessibility violations', async ({ page }) => {
  const problems: string[] = [];
  for (const path of ['/', '/astrologers']) {
    await page.goto(path);
    await expect(remoteArea(page, 'mf_marketplace')).toBeVisible();
    await page.waitForLoadState('networkidle');
    problems.push(...(await seriousViolations(page)).map((violation) => `${path}: ${violation}`));
  }
  expect(problems).toEqual([]);
});
