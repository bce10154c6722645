import { expect, test } from '../src/test';
import { remoteArea, signInAs } from '../src/session';

// /admin-articles: a Hindi article with a featured image, published, reaches /blog in Hindi.

/** A real 1x1 PNG: the server checks the bytes, not the name. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('the admin writes a Hindi article with an image, publishes it, and it appears on /blog in Hindi', async ({ page, browser }) => {
  const title = `शनि की साढ़े साती ${Date.now().toString(36)}`;
  await signInAs(page, 'admin');
  await page.goto('/admin-articles');
  const admin = remoteArea(page, 'mf_admin');
  await expect(admin.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();

  await admin.getByRole('button', { name: 'New article' }).click();
  const dialog = page.getByRole('dialog', { name: 'New article' });

  // The validation messages for what is missing.
  await dialog.getByRole('button', { name: 'Create article' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Content is required')).toBeVisible();

  await dialog.getByRole('textbox', { name: /^Title/ }).fill(title);
  await dialog.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: /हिन्दी/ }).click();
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option').first().click();
  await dialog.getByLabel('Excerpt').fill('साढ़े साती के साढ़े सात वर्ष क्या लाते हैं।');
  await dialog.getByLabel('Content (Markdown)').fill('## साढ़े साती क्या है\n\nशनि जब चंद्र राशि से **बारहवें** भाव में आता है।');
  // The live preview renders the markdown.
  await expect(dialog.getByRole('region', { name: 'Preview' }).getByRole('heading', { level: 2, name: 'साढ़े साती क्या है' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Tags', exact: true }).fill('शनि, साढ़े साती');
  await dialog.getByLabel('Featured image file').setInputFiles({ name: 'shani.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByRole('img', { name: `Featured image of ${title}` })).toHaveAttribute('src', /^\/api\/uploads\/[a-f0-9]{32}\.png$/);
  await dialog.getByRole('radio', { name: 'Published' }).check();
  await dialog.getByRole('button', { name: 'Create article' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Article created');
  await expect(dialog).toBeHidden();

  // Listed for the admin under Hindi, published.
  await admin.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: /हिन्दी/ }).click();
  await expect(admin.getByRole('row', { name: new RegExp(title) })).toContainText('Published');

  // A visitor choosing Hindi on /blog finds it, with its image.
  const visitor = await browser.newPage();
  await visitor.goto('/blog');
  const blog = remoteArea(visitor, 'mf_content');
  await blog.getByRole('combobox', { name: 'Article language' }).click();
  await visitor.getByRole('option', { name: /हिन्दी/ }).click();
  await expect(visitor).toHaveURL(/\/blog\?articles=hi$/);
  await expect(blog.getByText(title)).toBeVisible();
  await blog.getByText(title).click();
  const article = visitor.getByRole('article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);
  const cover = article.locator('img[src^="/api/uploads/"]').first();
  await expect(cover).toBeVisible();
  await visitor.close();
});

test('an image of 5 MB or more is refused in the browser, before any upload', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin-articles');
  await remoteArea(page, 'mf_admin').getByRole('button', { name: 'New article' }).click();
  const dialog = page.getByRole('dialog', { name: 'New article' });
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/admin/uploads/image')) uploads.push(request.url());
  });
  const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
  await dialog.getByLabel('Featured image file').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big });
  await expect(dialog.getByRole('alert')).toHaveText('Image size should be less than 5MB');
  expect(uploads).toEqual([]);
});
