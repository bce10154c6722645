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
