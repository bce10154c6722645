import { expect, test } from '../src/test';
import { remoteArea } from '../src/session';

test.describe('the blog', () => {
  test('a visitor filters the blog to Hindi and opens an article', async ({ page }) => {
    await page.goto('/blog');
    const content = remoteArea(page, 'mf_content');
    await expect(content.getByRole('heading', { level: 1, name: 'Astrology Blog' })).toBeVisible();
    await expect(content.getByText('Featured')).toBeVisible();

    await content.getByRole('combobox', { name: 'Article language' }).click();
    await expect(page.getByRole('option')).toHaveCount(21);
    await page.getByRole('option', { name: /हिन्दी/ }).click();
    await expect(page).toHaveURL(/\/blog\?articles=hi$/);
    // The articles' language is not the site's: the page around them stays English.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(content.getByRole('heading', { level: 1, name: 'Astrology Blog' })).toBeVisible();

    // Each card's title carries its article's language (issue 18: the site's labels around it keep theirs).
    const firstArticle = content.locator('h2[lang="hi"], h3[lang="hi"]').first();
    await expect(firstArticle).toBeVisible();
    const title = (await firstArticle.innerText()).trim();
    expect(title).toMatch(/[\u0900-\u097F]/);
    await expect(content.getByRole('link', { name: 'वैदिक ज्योतिष', exact: true })).toHaveAttribute('href', '/blog/category/vedic-astrology?articles=hi');

    await firstArticle.click();
    await expect(page).toHaveURL(/\/blog\/[^?]+$/);
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(article).toHaveAttribute('lang', 'hi');
    await expect(article.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /[\u0900-\u097F]/);
    await expect(page).toHaveTitle(/[\u0900-\u097F]/);
  });
});
