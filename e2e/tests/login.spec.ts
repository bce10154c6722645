import { expect, test } from '../src/test';
import type { Page } from '@playwright/test';
import { demoEmail, demoPassword, expectedWalletText, remoteArea, type DemoRole } from '../src/session';

async function logIn(page: Page, role: DemoRole, password = demoPassword) {
  await page.getByLabel('Email').fill(demoEmail(role));
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test.describe('demo logins land on their role\'s start page', () => {
  test('the admin lands on /admin, in mf-admin', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, 'admin');
    await expect(page).toHaveURL('/admin');
    await expect(remoteArea(page, 'mf_admin')).toHaveAttribute('data-page', 'admin');
  });

  test('the astrologer lands on /astrologer-dashboard, in mf-chat', async ({ page }) => {
    await page.goto('/login?redirect=%2Fblog');
    await logIn(page, 'astrologer');
    await expect(page).toHaveURL('/astrologer-dashboard');
    await expect(remoteArea(page, 'mf_chat')).toHaveAttribute('data-page', 'astrologer-dashboard');
  });

  test('the customer lands on / and sees the wallet balance in rupees', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, 'user');
    await expect(page).toHaveURL('/');
    await expect(remoteArea(page, 'mf_marketplace')).toHaveAttribute('data-page', 'home');
    // The demo customer starts with ₹1,000.00; other journeys in the suite may have topped it up since.
    await expect(page.getByText(await expectedWalletText(page))).toBeVisible();
  });

  test('the customer who came from Login on a page goes back to it', async ({ page }) => {
    await page.goto('/kundli');
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL('/login?redirect=%2Fkundli');
    await logIn(page, 'user');
    await expect(page).toHaveURL('/kundli');
    await expect(remoteArea(page, 'mf_content')).toHaveAttribute('data-page', 'tools');
  });

  test('a wrong password shows Login failed with the server message, and logout returns to /login', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, 'user', 'not-the-password');
    await expect(page.getByRole('alert')).toContainText('Login failed');
    await logIn(page, 'user');
    await expect(page).toHaveURL('/');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });
});
