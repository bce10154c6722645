import { expect, test } from '../src/test';
import type { Page } from '@playwright/test';
import { remoteArea, signInAs, type DemoRole } from '../src/session';

/** Every URL the page requested from one origin. */
function requestsTo(page: Page, origin: string): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(origin)) urls.push(request.url());
  });
  return urls;
}

test.describe('each remote renders its area in the shell', () => {
  test('mf-marketplace at /', async ({ page }) => {
    await page.goto('/');
    await expect(remoteArea(page, 'mf_marketplace')).toBeVisible();
  });

  test('mf-content at /kundli and /blog/some-article', async ({ page }) => {
    await page.goto('/kundli');
    await expect(remoteArea(page, 'mf_content')).toHaveAttribute('data-page', 'tools');
    await page.goto('/blog/some-article');
    await expect(remoteArea(page, 'mf_content')).toHaveAttribute('data-page', 'blog-article');
  });

  test('mf-chat at /chat for a customer', async ({ page }) => {
    await signInAs(page, 'user');
    await page.goto('/chat');
    await expect(remoteArea(page, 'mf_chat')).toHaveAttribute('data-page', 'chat');
  });

  test('mf-admin at /admin-articles for the admin', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/admin-articles');
    await expect(remoteArea(page, 'mf_admin')).toHaveAttribute('data-page', 'admin-articles');
  });
});

test('a signed-in customer sees the not-found page at an unknown path', async ({ page }) => {
  await signInAs(page, 'user');
  await page.goto('/this/does/not/exist');
  await expect(remoteArea(page, 'mf_content')).toHaveAttribute('data-page', 'not-found');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
});

test.describe('mf-admin is downloaded only by admins', () => {
  const journeys: [string, DemoRole | null, string[]][] = [
    ['anonymous', null, ['/', '/admin', '/admin-articles', '/blog']],
    ['customer', 'user', ['/', '/admin', '/chat', '/profile']],
    ['astrologer', 'astrologer', ['/', '/admin', '/astrologer-dashboard']],
  ];
  for (const [label, role, paths] of journeys) {
    test(`${label}: no request ever goes to mf-admin's origin`, async ({ page }) => {
      const adminRequests = requestsTo(page, 'http://localhost:4204');
      if (role) await signInAs(page, role);
      for (const path of paths) {
        await page.goto(path);
        await expect(page.locator('[data-remote]').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
      }
      expect(adminRequests).toEqual([]);
    });
  }

  test('admin: mf-admin is fetched when an admin page opens', async ({ page }) => {
    const adminRequests = requestsTo(page, 'http://localhost:4204');
    await signInAs(page, 'admin');
    await page.goto('/');
    await expect(remoteArea(page, 'mf_marketplace')).toBeVisible();
    expect(adminRequests).toEqual([]);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await expect(remoteArea(page, 'mf_admin')).toBeVisible();
    expect(adminRequests.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  });
});
