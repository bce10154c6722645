import { expect, test } from '../src/test';
import { seriousViolations } from '../src/axe';
import { remoteArea } from '../src/session';

const PAGES = [
  '/horoscopes',
  '/daily-horoscope',
  '/weekly-horoscope',
  '/monthly-horoscope',
  '/kundli',
  '/panchang',
  '/divination',
  '/tarot-reading?spread=celtic-cross&seed=k3j2a1',
  '/match-making',
  '/astrological-report-form',
  '/blog',
  '/blog?lang=hi',
  '/privacy-policy',
  '/refund-policy',
];

for (const width of [390, 1280]) {
  test.describe(`content pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('have no serious accessibility violations and nothing overflows sideways', async ({ page }) => {
      // Fourteen pages, each loaded and audited in full.
      test.setTimeout(360_000);
      const problems: string[] = [];
      for (const path of PAGES) {
        await page.goto(path);
        await expect(remoteArea(page, 'mf_content').getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) problems.push(`${path}: ${overflow}px horizontal overflow`);
        problems.push(...(await seriousViolations(page)).map((violation) => `${path}: ${violation}`));
      }
      expect(problems).toEqual([]);
    });
  });
}
