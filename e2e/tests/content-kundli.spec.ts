import { readFile } from 'node:fs/promises';
import { expect, test } from '../src/test';
import { seriousViolations } from '../src/axe';
import { remoteArea } from '../src/session';

test.describe('the kundli tool', () => {
  test('a visitor generates a kundli for a birth date, time and city, sees planets, houses and a North Indian chart, and downloads the SVG', async ({ page }) => {
    await page.goto('/kundli');
    const content = remoteArea(page, 'mf_content');
    await expect(content.getByRole('heading', { level: 1, name: 'Kundli' })).toBeVisible();

    const generate = content.getByRole('button', { name: 'Generate Birth Chart' });
    await expect(generate).toBeDisabled();
    await content.getByLabel('Name (optional)').fill('Asha');
    await content.getByLabel('Birth date').fill('1990-05-15');
    await content.getByLabel('Birth time').fill('06:30');
    await expect(generate).toBeDisabled();
    await content.getByRole('combobox', { name: /Birth place/ }).fill('Chen');
    // The option reads 'Chennai' over 'Tamil Nadu, India'.
    await page.getByRole('option', { name: /^Chennai\b.*Tamil Nadu, India/ }).click();
    await expect(generate).toBeEnabled();
    await generate.click();

    await expect(content.getByRole('heading', { name: 'Birth chart of Asha' })).toBeVisible();
    // The engine's answer for Chennai, 15 May 1990, 06:30 IST (Lahiri): Taurus lagna, Moon in Sagittarius.
    await expect(content.getByText(/^Taurus \(Vrishabha\) 11°/)).toBeVisible();
    await expect(content.getByText('Sagittarius (Dhanu)', { exact: true })).toBeVisible();
    const chart = content.getByRole('img', { name: 'North Indian chart', exact: true });
    await expect(chart).toBeVisible();
    expect(await chart.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    await content.getByRole('tab', { name: 'Grahas' }).click();
    const grahas = content.getByRole('table', { name: 'Planet positions (grahas)' });
    for (const planet of ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu']) {
      await expect(grahas.getByRole('rowheader', { name: new RegExp(`^${planet}`) })).toBeVisible();
    }

    await content.getByRole('tab', { name: 'Bhavas' }).click();
    await expect(content.getByRole('table', { name: 'Houses (bhavas)' }).getByRole('row')).toHaveCount(13);

    await content.getByRole('tab', { name: 'Chart Image' }).click();
    await expect(content.getByRole('img', { name: 'North Indian chart', exact: true })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), content.getByRole('button', { name: 'Download SVG' }).click()]);
    expect(download.suggestedFilename()).toBe('asha-north.svg');
    const svg = await readFile((await download.path())!, 'utf8');
    // The server's North Indian drawing: the name as its title, twelve houses, the ascendant marked.
    expect(svg).toMatch(/^<svg[^>]+role="img"/);
    expect(svg).toContain('>Asha</text>');
    expect(svg).toContain('>Asc</text>');
    expect(svg.match(/<line /g)?.length).toBeGreaterThanOrEqual(2);
  });

  test('on a 390 px phone the overview shows D9 and D10 beside the rashi chart and the dasha explorer opens a mahadasha down to its pratyantardashas', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/kundli');
    const content = remoteArea(page, 'mf_content');
    await content.getByLabel('Birth date').fill('1990-05-15');
    await content.getByLabel('Birth time').fill('06:30');
    await content.getByRole('combobox', { name: /Birth place/ }).fill('Chen');
    await page.getByRole('option', { name: /^Chennai\b.*Tamil Nadu, India/ }).click();
    await content.getByRole('button', { name: 'Generate Birth Chart' }).click();

    for (const name of ['North Indian chart', 'Navamsa (D9) North Indian chart', 'Dashamsa (D10) North Indian chart']) {
      const chart = content.getByRole('img', { name, exact: true });
      await expect(chart).toBeVisible();
      expect(await chart.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    }

    await content.getByRole('tab', { name: 'Dashas' }).click();
    await expect(content.getByRole('list', { name: 'Vimshottari mahadashas' })).toBeVisible();
    await content.getByRole('button', { name: 'Show the antardashas of Jupiter mahadasha' }).click();
    await content.getByRole('button', { name: 'Show the pratyantardashas of Jupiter-Saturn antardasha' }).click();
    const pratyantars = content.getByRole('list', { name: 'Pratyantardashas of Jupiter-Saturn antardasha' });
    await expect(pratyantars.getByRole('listitem')).toHaveCount(9);
    // Dates in IST as dd MMM yyyy.
    await expect(pratyantars.getByText(/^\d{2} [A-Z][a-z]{2} \d{4} – \d{2} [A-Z][a-z]{2} \d{4}$/).first()).toBeVisible();
    // The running period is marked, and nothing makes the page scroll sideways.
    await expect(content.getByText('Now', { exact: true }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);

    // The wide tables scroll inside their own boxes; the page itself does not.
    await content.getByRole('tab', { name: 'Strength' }).click();
    await expect(content.getByRole('table', { name: 'Shadbala in rupas' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
