import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { remoteArea } from '../src/session';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core over the whole page; only serious and critical findings fail the test. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`);
}

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
