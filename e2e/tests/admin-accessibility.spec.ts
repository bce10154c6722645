import { expect, test } from '../src/test';
import type { Page } from '@playwright/test';
import { seriousViolations } from '../src/axe';
import { remoteArea, signInAs } from '../src/session';

/** The admin views: every tab of /admin, /admin-articles, and the two editing dialogs. */
const VIEWS: { name: string; path: string; open?: (page: Page) => Promise<void> }[] = [
  { name: 'Users', path: '/admin' },
  { name: 'All Astrologers', path: '/admin?tab=astrologers' },
  { name: 'Pending Approvals', path: '/admin?tab=pending' },
  { name: 'Analytics', path: '/admin?tab=analytics' },
  { name: 'Audit Log', path: '/admin?tab=audit' },
  { name: 'Articles', path: '/admin-articles' },
  {
    name: 'astrologer form',
    path: '/admin?tab=astrologers',
    open: async (page) => {
      await remoteArea(page, 'mf_admin').getByRole('button', { name: 'Add astrologer' }).click();
      await expect(page.getByRole('dialog', { name: 'Add astrologer' })).toBeVisible();
    },
  },
  {
    name: 'article dialog',
    path: '/admin-articles',
    open: async (page) => {
      await remoteArea(page, 'mf_admin').getByRole('button', { name: 'New article' }).click();
      await expect(page.getByRole('dialog', { name: 'New article' })).toBeVisible();
    },
  },
];

for (const width of [390, 1280]) {
  test.describe(`admin pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('have no serious accessibility violations, and only tables scroll sideways', async ({ page }) => {
      test.setTimeout(360_000);
      await signInAs(page, 'admin');
      const problems: string[] = [];
      for (const view of VIEWS) {
        await page.goto(view.path);
        await expect(remoteArea(page, 'mf_admin').getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
        await view.open?.(page);
        // Let dialog transitions finish: axe must not see half-faded text.
        await page.waitForTimeout(400);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) problems.push(`${view.name}: the page overflows sideways by ${overflow}px`);
        problems.push(...(await seriousViolations(page)).map((violation) => `${view.name}: ${violation}`));
      }
      expect(problems).toEqual([]);
    });
  });
}

test('the admin dashboard works from the keyboard: tabs, sorting and the confirmation dialog', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin');
  const admin = remoteArea(page, 'mf_admin');
  const usersTab = admin.getByRole('tab', { name: 'Users' });
  await expect(usersTab).toHaveAttribute('aria-selected', 'true');
  await usersTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(admin.getByRole('tab', { name: 'All Astrologers' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?tab=astrologers$/);

  const nameHeader = admin.getByRole('button', { name: 'Astrologer', exact: true });
  await nameHeader.focus();
  await page.keyboard.press('Enter');
  await expect(admin.getByRole('columnheader', { name: /Astrologer/ })).toHaveAttribute('aria-sort', 'ascending');

  const firstDelete = admin.getByRole('button', { name: /^Delete / }).first();
  await firstDelete.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this astrologer? This action cannot be undone.');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(firstDelete).toBeFocused();
});
