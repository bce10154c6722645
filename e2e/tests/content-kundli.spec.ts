import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
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
    const chart = content.getByRole('img', { name: 'North Indian chart' });
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
    await expect(content.getByRole('img', { name: 'North Indian chart' })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), content.getByRole('button', { name: 'Download SVG' }).click()]);
    expect(download.suggestedFilename()).toBe('asha-north.svg');
    const svg = await readFile((await download.path())!, 'utf8');
    // The server's North Indian drawing: the name as its title, twelve houses, the ascendant marked.
    expect(svg).toMatch(/^<svg[^>]+role="img"/);
    expect(svg).toContain('>Asha</text>');
    expect(svg).toContain('>Asc</text>');
    expect(svg.match(/<line /g)?.length).toBeGreaterThanOrEqual(2);
  });
});
