import { expect, test } from '../src/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { demoEmail, demoPassword, remoteArea, signInAs } from '../src/session';

// The admin's astrologer journeys: a profile the admin creates waits for
// approval and reaches the public listing once approved; a rejected one never does.

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email: demoEmail('admin'), password: demoPassword } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

async function publicNames(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/astrologers');
  return ((await response.json()) as { name: string }[]).map((astrologer) => astrologer.name);
}

async function openAdminTab(page: Page, tab: string) {
  await page.goto('/admin');
  const admin = remoteArea(page, 'mf_admin');
  await admin.getByRole('tab', { name: tab }).click();
  return admin;
}

async function expectToast(page: Page, title: string) {
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText(title);
}

test.describe('astrologer approval by the admin', () => {
  test('the admin creates an astrologer, approves it, and it appears in the public listing', async ({ page, browser }) => {
    const name = `Acharya E2E ${unique()}`;
    await signInAs(page, 'admin');
    let admin = await openAdminTab(page, 'All Astrologers');

    await admin.getByRole('button', { name: 'Add astrologer' }).click();
    const form = page.getByRole('dialog', { name: 'Add astrologer' });
    await form.getByRole('textbox', { name: /^Name/ }).fill(name);
    await form.getByRole('textbox', { name: /^Email/ }).fill(`${name.toLowerCase().replace(/\s+/g, '.')}@example.com`);
    await form.getByLabel('Experience (years)').fill('11');
    await form.getByLabel('Rate (₹ per minute)').fill('27');
    await form.getByLabel('Specializations').fill(' Vedic Astrology ,  Lal Kitab ,');
    await form.getByLabel('Languages').fill('Hindi, English ');
    await form.getByLabel('Description').fill('Twenty years of reading charts in Varanasi.');
    await form.getByRole('button', { name: 'Create astrologer' }).click();
    await expectToast(page, 'Astrologer created');
    await expect(form).toBeHidden();

    // Waiting for approval: not public yet.
    expect(await publicNames(page.request)).not.toContain(name);

    admin = await openAdminTab(page, 'Pending Approvals');
    await admin.getByRole('searchbox', { name: 'Search pending astrologers' }).fill(name);
    const row = admin.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Vedic Astrology · Lal Kitab');
    await expect(row).toContainText('Hindi, English');
    await row.getByRole('button', { name: `Approve ${name}` }).click();
    await expectToast(page, 'Astrologer approved');
    await expect(admin.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);

    // A visitor now finds the astrologer on /astrologers.
    const visitor = await browser.newPage();
    await visitor.goto('/astrologers');
    await visitor.getByRole('searchbox', { name: 'Search by name or specialization' }).fill(name);
    await expect(visitor.getByRole('heading', { level: 3, name })).toBeVisible();
    await visitor.close();

    // And the audit log says who did it.
    admin = await openAdminTab(page, 'Audit Log');
    await expect(admin.getByRole('row', { name: new RegExp(`Approved astrologer ${name}`) })).toContainText('Admin');
  });

  test('the admin rejects a pending astrologer, who stays out of the public listing', async ({ page }) => {
    const name = `Jyotishi Pending ${unique()}`;
    const token = await adminToken(page.request);
    const created = await page.request.post('/api/admin/astrologers', {
      headers: { Authorization: `Bearer ${token}` },
      data: { name, email: `pending.${unique()}@example.com`, experience: 4, ratePerMinute: 19, specializations: ['Tarot Reading'], languages: ['Tamil'] },
    });
    expect(created.status()).toBe(201);

    await signInAs(page, 'admin');
    let admin = await openAdminTab(page, 'Pending Approvals');
    await admin.getByRole('searchbox', { name: 'Search pending astrologers' }).fill(name);
    await admin.getByRole('button', { name: `Reject ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Reject ${name}?` });
    await dialog.getByLabel('Reason (optional)').fill('Certificates could not be verified');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expectToast(page, 'Astrologer rejected');
    await expect(admin.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);

    admin = await openAdminTab(page, 'All Astrologers');
    await admin.getByRole('searchbox', { name: 'Search astrologers' }).fill(name);
    const row = admin.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Rejected');
    await expect(row.getByRole('switch', { name: `${name} online` })).toBeDisabled();
    expect(await publicNames(page.request)).not.toContain(name);
  });

  test('deleting asks for confirmation first', async ({ page }) => {
    const name = `Delete Me ${unique()}`;
    const token = await adminToken(page.request);
    await page.request.post('/api/admin/astrologers', {
      headers: { Authorization: `Bearer ${token}` },
      data: { name, email: `delete.${unique()}@example.com`, experience: 2, ratePerMinute: 10, specializations: ['Palmistry'], languages: ['Hindi'] },
    });
    await signInAs(page, 'admin');
    const admin = await openAdminTab(page, 'All Astrologers');
    await admin.getByRole('searchbox', { name: 'Search astrologers' }).fill(name);
    await admin.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete ${name}?` });
    await expect(confirm).toContainText('Are you sure you want to delete this astrologer? This action cannot be undone.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Astrologer deleted');
    await expect(admin.getByText('No astrologer matches these filters.')).toBeVisible();
  });
});
