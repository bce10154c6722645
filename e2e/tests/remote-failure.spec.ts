import { expect, test } from '../src/test';
import { harness } from '../src/harness-control';
import { remoteArea } from '../src/session';

test.describe('a remote whose server is down', () => {
  test.afterEach(async () => {
    await harness.startApp('mf-content').catch(() => undefined);
  });

  test('shows a fallback with Retry in its area only; the rest of the site works; Retry recovers', async ({ page }) => {
    await harness.stopApp('mf-content');
    await page.goto('/blog');
    const fallback = page.locator('[data-remote-fallback="mf_content"]');
    await expect(fallback).toContainText('This part of AstroSetu is unavailable');
    await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
    // The shell and the other remotes keep working.
    await expect(page.getByRole('navigation', { name: 'Footer' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(remoteArea(page, 'mf_marketplace')).toHaveAttribute('data-page', 'home');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Horoscopes' }).click();
    await expect(page.locator('[data-remote-fallback="mf_content"]')).toBeVisible();

    await harness.startApp('mf-content');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(remoteArea(page, 'mf_content')).toHaveAttribute('data-page', 'horoscopes');
    await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
  });

  test('a remote that goes down after loading shows the fallback for its next page; Retry reloads it', async ({ page }) => {
    await page.goto('/kundli');
    await expect(remoteArea(page, 'mf_content')).toHaveAttribute('data-page', 'tools');
    await harness.stopApp('mf-content');
    // A page whose chunk was never downloaded now cannot be.
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.locator('[data-remote-fallback="mf_content"]')).toBeVisible();
    // The rest of the site still works meanwhile.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Astrologers' }).click();
    await expect(remoteArea(page, 'mf_marketplace')).toHaveAttribute('data-page', 'astrologers');
    await page.goBack();
    await expect(page.locator('[data-remote-fallback="mf_content"]')).toBeVisible();
    await harness.startApp('mf-content');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(remoteArea(page, 'mf_content')).toHaveAttribute('data-page', 'privacy-policy');
  });
});
