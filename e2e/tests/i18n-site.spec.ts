import { expect, test } from '../src/test';
import type { Page } from '@playwright/test';
import { seriousViolations } from '../src/axe';
import { remoteArea } from '../src/session';
import { horizontalOverflow } from '../src/layout';

/** The navigation's links as the visitor reads them (on phones they are in the drawer, which this opens). */
async function navigationLinks(page: Page, phone: boolean): Promise<string[]> {
  if (phone) await page.getByRole('button', { name: /^(Open navigation|नेविगेशन खोलें|வழிசெலுத்தலைத் திற)$/ }).click();
  const nav = phone ? page.getByRole('dialog').getByRole('navigation').first() : page.getByRole('banner').getByRole('navigation').first();
  await expect(nav).toBeVisible();
  const links = (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim());
  if (phone) await page.keyboard.press('Escape');
  return links;
}

/** Picks a language from the navigation bar: the language button on desktop, the drawer's list on phones. */
async function chooseInMenu(page: Page, phone: boolean, nativeName: string): Promise<void> {
  if (phone) {
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('dialog').getByRole('group', { name: 'Choose language' }).getByRole('button', { name: nativeName }).click();
    await page.keyboard.press('Escape');
  } else {
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menu', { name: 'Choose language' }).getByRole('menuitem', { name: nativeName }).click();
  }
}


for (const width of [390, 1280]) {
  const phone = width < 900;
  test.describe(`the site in Hindi and Tamil at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a visitor chooses हिन्दी in the menu: navigation, home and <html lang> switch at once, and a reload keeps Hindi', async ({ page }) => {
      await page.goto('/');
      await expect(remoteArea(page, 'mf_marketplace').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');

      await chooseInMenu(page, phone, 'हिन्दी');

      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      expect(await navigationLinks(page, phone)).toEqual(['होम', 'ज्योतिषी', 'कुंडली', 'राशिफल', 'ब्लॉग']);
      await expect(page.getByRole('contentinfo')).toContainText('भरोसेमंद ज्योतिषियों से लाइव परामर्श');
      await expect(page.getByRole('link', { name: 'लॉग इन' })).toBeVisible();
      // The home page's astrologer cards (design-system) speak Hindi too.
      await expect(remoteArea(page, 'mf_marketplace').getByText(/^(ऑनलाइन|ऑफ़लाइन)$/).first()).toBeVisible();
      await expect(remoteArea(page, 'mf_marketplace').getByRole('img', { name: /^5 में से [0-9.]+ रेटिंग$/ }).first()).toBeVisible();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('link', { name: 'लॉग इन' })).toBeVisible();
      expect(await navigationLinks(page, phone)).toEqual(['होम', 'ज्योतिषी', 'कुंडली', 'राशिफल', 'ब्लॉग']);
      // The Devanagari web font was declared for the page (it downloads when Hindi text is drawn).
      expect(await page.evaluate(() => [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Noto Sans Devanagari'))).toBe(true);
    });

    test('a shared link with ?lang=ta opens the site in Tamil from its first paint', async ({ page }) => {
      const response = await page.goto('/astrologers?lang=ta');
      // The server's HTML is already Tamil (no English copy that would then change).
      expect(await response?.text()).toContain('<html lang="ta"');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
      await expect(remoteArea(page, 'mf_marketplace').getByRole('heading', { level: 1 })).toBeVisible();
      expect(await navigationLinks(page, phone)).toEqual(['முகப்பு', 'ஜோதிடர்கள்', 'ஜாதகம்', 'ராசிபலன்', 'வலைப்பதிவு']);
      await expect(page.getByRole('link', { name: 'உள்நுழை' })).toBeVisible();
      // A later visit without ?lang= stays in Tamil: the link was a choice.
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    });

    test('axe finds no serious violation in Hindi or Tamil', async ({ page }) => {
      test.setTimeout(240_000);
      const problems: string[] = [];
      for (const language of ['hi', 'ta']) {
        for (const path of ['/', '/astrologers', '/login']) {
          await page.goto(`${path}?lang=${language}`);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expect(page.locator('main h1').first()).toBeVisible();
          await page.waitForLoadState('networkidle');
          problems.push(...(await seriousViolations(page)).map((violation) => `${path}?lang=${language}: ${violation}`));
        }
        // The language menu itself, open.
        if (phone) await page.getByRole('button', { name: /^(नेविगेशन खोलें|வழிசெலுத்தலைத் திற)$/ }).click();
        else await page.getByRole('button', { name: /^(भाषा|மொழி): / }).click();
        await page.waitForTimeout(400);
        problems.push(...(await seriousViolations(page)).map((violation) => `language menu (${language}): ${violation}`));
        await page.keyboard.press('Escape');
      }
      expect(problems).toEqual([]);
    });
  });
}

test.describe('a Tamil smoke pass on a phone', () => {
  test.use({ viewport: { width: 390, height: 900 } });

  test('/, /astrologers, /kundli, /horoscopes and /blog open in Tamil with their headings shown and nothing overflowing sideways', async ({ page }) => {
    test.setTimeout(180_000);
    const problems: string[] = [];
    for (const [path, remote] of [
      ['/', 'mf_marketplace'],
      ['/astrologers', 'mf_marketplace'],
      ['/kundli', 'mf_content'],
      ['/horoscopes', 'mf_content'],
      ['/blog', 'mf_content'],
    ] as const) {
      await page.goto(`${path}?lang=ta`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
      await expect(remoteArea(page, remote).getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      // The site's own words around the page are Tamil.
      await expect(page.getByRole('link', { name: 'AstroSetu முகப்பு' }).first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('நம்பகமான ஜோதிடர்களுடன்');
      const sideways = await horizontalOverflow(page);
      if (sideways > 0) problems.push(`${path}?lang=ta: ${sideways}px horizontal overflow`);
    }
    expect(problems).toEqual([]);
  });
});
