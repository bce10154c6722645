import { expect, test } from '../src/test';
import { remoteArea, signInAs } from '../src/session';

// An admin switches a user off: the user can then neither sign in nor keep using a
// token they already hold.

test('the admin deactivates a user, who then cannot sign in', async ({ page, browser }) => {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const account = { username: `Ravi E2E ${suffix}`, email: `ravi.${suffix}@example.com`, password: 'secret123', phone: '+91 98765 00000' };
  const registered = await page.request.post('/api/auth/register', { data: account });
  expect(registered.ok()).toBe(true);
  const { token: heldToken } = (await registered.json()) as { token: string };

  await signInAs(page, 'admin');
  await page.goto('/admin');
  const admin = remoteArea(page, 'mf_admin');
  await admin.getByRole('searchbox', { name: 'Search users' }).fill(account.email);
  const row = admin.getByRole('row', { name: new RegExp(account.username) });
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: `Deactivate ${account.username}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Deactivate this user?' });
  await expect(confirm).toContainText(account.email);
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('User deactivated');
  await expect(row).toContainText('Inactive');
  await expect(row.getByRole('button', { name: `Activate ${account.username}` })).toBeVisible();

  // The login form refuses the account.
  const visitor = await browser.newPage();
  await visitor.goto('/login');
  await visitor.getByLabel('Email').fill(account.email);
  await visitor.getByLabel('Password').fill(account.password);
  await visitor.getByRole('button', { name: 'Login' }).click();
  await expect(visitor.getByRole('alert')).toContainText('Login failed');
  await expect(visitor.getByRole('alert')).toContainText('deactivated');
  await expect(visitor).toHaveURL(/\/login/);
  await visitor.close();

  // The token the user already held stops working too.
  const me = await page.request.get('/api/auth/me', { headers: { Authorization: `Bearer ${heldToken}` } });
  expect(me.status()).toBe(401);
});
