import type { MarketplaceFigures } from '@astrosetu/contracts';
import { expect, test } from '../src/test';
import { remoteArea } from '../src/session';

test.describe('an anonymous visitor', () => {
  test('opens / and sees the home page from mf-marketplace, composed into the shell', async ({ page }) => {
    const remoteFiles: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith('http://localhost:4201/')) remoteFiles.push(new URL(response.url()).pathname);
    });
    await page.goto('/');
    await expect(remoteArea(page, 'mf_marketplace').getByRole('heading', { level: 1 })).toBeVisible();
    expect(remoteFiles).toContain('/mf-manifest.json');
    await expect(page.getByRole('link', { name: 'AstroSetu home' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?redirect=%2F');
  });

  test('on a phone, the home page states the figures the server counts, and none of the old fixed claims', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const figures = (await (await page.request.get('/api/marketplace-figures')).json()) as MarketplaceFigures;
    await page.goto('/');
    const stated = remoteArea(page, 'mf_marketplace').getByRole('definition');
    const grouped = (value: number) => value.toLocaleString('en-IN');
    await expect(stated).toHaveText([
      grouped(figures.astrologersOnline),
      'UPI · Cards',
      figures.averageRating === null ? '—' : `${figures.averageRating.toFixed(1)}/5`,
      grouped(figures.consultations),
    ]);
    await expect(page.getByRole('term')).toHaveText(['Astrologers online now', 'Secure payments', /^Rating from [\d,]+ reviews?$|^No reviews yet$/, 'Consultations']);
    await expect(page.getByText(/4\.9\/5|50,000\+|24\/7/)).toHaveCount(0);
  });

  test('has the footer links it can open, Delivery Policy among them', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await expect(footer.getByRole('link', { name: 'Delivery Policy' })).toHaveAttribute('href', '/shipping-policy');
    // All eight but Packages: anonymous visitors have no /packages route.
    await expect(footer.getByRole('link')).toHaveCount(7);
  });

  test('sees the home page at an unknown path and at signed-in-only paths', async ({ page }) => {
    for (const path of ['/no-such-page', '/chat', '/admin']) {
      await page.goto(path);
      await expect(remoteArea(page, 'mf_marketplace')).toHaveAttribute('data-page', 'home');
    }
  });
});
