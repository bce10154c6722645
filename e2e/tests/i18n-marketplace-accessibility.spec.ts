import { expect, test } from '../src/test';
import type { Page } from '@playwright/test';
import { seriousViolations } from '../src/axe';
import { horizontalOverflow } from '../src/layout';
import { signInAsNewCustomer } from '../src/new-customer';
import { remoteArea } from '../src/session';

// The customer's marketplace pages in Hindi and Tamil (issue 18), on a phone and on a desktop: axe finds no serious
// violation and nothing overflows sideways. The journeys through them are in i18n-marketplace.spec.ts.

async function openInMarketplace(page: Page, path: string) {
  await page.goto(path);
  await expect(remoteArea(page, 'mf_marketplace')).toBeVisible();
}

// axe in both languages, on a phone and on a desktop: the customer's marketplace pages.
const AXE_PAGES: { path: string; ready: (page: Page) => ReturnType<Page['getByRole']> }[] = [
  { path: '/', ready: (page) => page.getByRole('list', { name: /^(चुनिंदा ज्योतिषी|சிறப்பு ஜோதிடர்கள்)$/ }).getByRole('heading', { level: 3 }).first() },
  { path: '/astrologers', ready: (page) => page.getByRole('heading', { name: /^\d+ (ज्योतिषी उपलब्ध|ஜோதிடர்(கள்)? (உள்ளனர்|உள்ளார்))$/ }) },
  { path: '/packages/2', ready: (page) => page.getByRole('list', { name: /^(चैट पैकेज|சாட் பேக்கேஜ்கள்)$/ }) },
  { path: '/packages', ready: (page) => page.getByRole('link', { name: /^(ज्योतिषी चुनें|ஜோதிடரைத் தேர்ந்தெடுங்கள்)$/ }) },
  { path: '/checkout?astrologer=2', ready: (page) => page.getByRole('heading', { level: 1, name: /^(परामर्श बुक करें|ஆலோசனையை முன்பதிவு செய்யுங்கள்)$/ }) },
  { path: '/consultations', ready: (page) => page.getByRole('heading', { name: /^(परामर्श इतिहास|ஆலோசனை வரலாறு)/ }) },
  {
    path: '/profile?tab=purchases',
    ready: (page) =>
      page.getByRole('list', { name: /^(आपकी खरीदारी|நீங்கள் வாங்கியவை)$/ }).or(page.getByRole('heading', { name: /^(अभी तक कोई खरीदारी नहीं|இதுவரை எதுவும் வாங்கவில்லை)$/ })),
  },
];

for (const language of ['hi', 'ta'] as const) {
  for (const width of [390, 1280]) {
    test.describe(`marketplace pages in ${language} at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test('have no serious accessibility violations and nothing overflows sideways', async ({ page }) => {
        // A customer of its own, whose language no other journey changes (lane `own-data`).
        await signInAsNewCustomer(page, 'Lakshmi');
        // The first visit chooses the language; the others keep it (as a visitor who followed a ?lang= link).
        await openInMarketplace(page, `/?lang=${language}`);
        const problems: string[] = [];
        for (const { path, ready } of AXE_PAGES) {
          await openInMarketplace(page, path);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expect(ready(page)).toBeVisible();
          await page.waitForLoadState('networkidle');
          const overflow = await horizontalOverflow(page);
          if (overflow > 0) problems.push(`${path}: ${overflow}px horizontal overflow`);
          problems.push(...(await seriousViolations(page)).map((violation) => `${path}: ${violation}`));
        }
        expect(problems).toEqual([]);
      });
    });
  }
}
