import { expect, test } from '../src/test';
import { seriousViolations } from '../src/axe';
import { horizontalOverflow } from '../src/layout';
import { catalogue, NEW_LANGUAGES } from '../src/new-languages';
import { remoteArea } from '../src/session';

// The five public pages in each language of issue 38 on a phone, opened with ?lang= as a shared link would: the
// shell's words are the catalogue's, every page fits 390 px and axe finds nothing serious. Signed in as nobody.

const PUBLIC_PAGES = [
  ['/', 'mf_marketplace'],
  ['/astrologers', 'mf_marketplace'],
  ['/kundli', 'mf_content'],
  ['/horoscopes', 'mf_content'],
  ['/blog', 'mf_content'],
] as const;

for (const { code, name, font } of NEW_LANGUAGES) {
  test.describe(`the site in ${name} on a phone (390 px)`, () => {
    test.use({ viewport: { width: 390, height: 844 } });
    const shell = catalogue('shell', code);

    test(`the five public pages open in ${name}, fit the screen and are clean for axe`, async ({ page }) => {
      test.setTimeout(180_000);
      const problems: string[] = [];
      for (const [path, remote] of PUBLIC_PAGES) {
        await page.goto(`${path}?lang=${code}`);
        await expect(page.locator('html')).toHaveAttribute('lang', code);
        await expect(remoteArea(page, remote).getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        // The words around the page are the shell's, in this language.
        await expect(page.getByRole('contentinfo')).toContainText(shell('footer.tagline'));
        await expect(page.getByRole('link', { name: shell('navBar.login') })).toBeVisible();
        const sideways = await horizontalOverflow(page);
        if (sideways > 0) problems.push(`${path}?lang=${code}: ${sideways}px horizontal overflow`);
        problems.push(...(await seriousViolations(page)).map((violation) => `${path}?lang=${code}: ${violation}`));
      }
      // The script's web font was declared for the page (it downloads when text in the script is drawn).
      expect(await page.evaluate(() => [...document.fonts].map((face) => face.family.replace(/"/g, '')))).toContain(font);
      expect(problems).toEqual([]);
    });
  });
}
