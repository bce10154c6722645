import { expect, test } from '../src/test';
import type { Page } from '@playwright/test';
import type { Article, ArticleSummary } from '@astrosetu/contracts';

// Search engines and link previews run no script: the shell's server prerenders public pages
// (prerender/). These journeys read a blog article as such a client does, on a phone, then as a
// visitor whose browser runs the app, who must never see the page go blank while the app takes over.

const PHONE = { width: 390, height: 844 };
/** The title as the site writes it (web-core's documentTitleOf). */
const titleOf = (article: Article) => {
  const title = article.metaTitle || article.title;
  return title.includes('AstroSetu') ? title : `${title} | AstroSetu`;
};

async function englishArticle(request: import('@playwright/test').APIRequestContext): Promise<Article> {
  const list = (await (await request.get('/api/articles?language=en&limit=1')).json()) as ArticleSummary[];
  expect(list.length).toBeGreaterThan(0);
  return (await (await request.get(`/api/seo/articles/${list[0].slug}`)).json()) as Article;
}

/** Every animation frame from the first byte on: is the article's title on screen? */
async function recordTitleVisibility(page: Page, title: string): Promise<void> {
  await page.addInitScript((expected) => {
    const samples: boolean[] = [];
    (window as unknown as { titleSamples: boolean[] }).titleSamples = samples;
    const visible = () =>
      [...document.querySelectorAll('h1')].some(
        (heading) => heading.textContent?.trim() === expected && heading.getClientRects().length > 0 && getComputedStyle(heading).visibility !== 'hidden',
      );
    const sample = () => {
      samples.push(visible());
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  }, title);
}

test.describe('pages for search engines', () => {
  test('a client without JavaScript reads a blog article on a phone: title, first paragraph, head tags', async ({ browser, request, baseURL }) => {
    const article = await englishArticle(request);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, baseURL });
    const page = await context.newPage();
    const response = await page.goto(`/blog/${article.slug}`);
    expect(response?.status()).toBe(200);

    const view = page.getByRole('article');
    await expect(view.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(view.getByText(article.excerpt)).toBeVisible();
    const firstParagraph = view.locator('.pr-prose p').first();
    await expect(firstParagraph).toBeVisible();
    const paragraphText = (await firstParagraph.innerText()).trim();
    expect(paragraphText.length).toBeGreaterThan(20);
    // The paragraph is the article's own words (markdown marks aside).
    expect(article.content.replace(/[*_`]/g, '')).toContain(paragraphText.slice(0, 40));

    await expect(page).toHaveTitle(titleOf(article));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/blog/${article.slug}$`));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(structured.map((text) => JSON.parse(text)['@type'])).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));

    // Readable at 390 px: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: test.info().outputPath('blog-article-no-js-390.png') });
    await page.screenshot({ path: test.info().outputPath('blog-article-no-js-390-full.png'), fullPage: true });

    const missing = await page.goto('/blog/no-such-article-here');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();
    await context.close();
  });

  test('with JavaScript on, the same article stays on screen from first paint until the app has drawn it', async ({ browser, request, baseURL }) => {
    const article = await englishArticle(request);
    const context = await browser.newContext({ viewport: PHONE, baseURL });
    const page = await context.newPage();
    await recordTitleVisibility(page, article.title);
    await page.goto(`/blog/${article.slug}`);

    // The app's own page (inside the remote's area) ends up showing the article.
    const appArticle = page.locator('[data-remote="mf_content"]').getByRole('article');
    await expect(appArticle.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await page.waitForTimeout(300);

    const samples = await page.evaluate(() => (window as unknown as { titleSamples: boolean[] }).titleSamples);
    const first = samples.indexOf(true);
    expect(first).toBeGreaterThanOrEqual(0);
    // From the first frame that showed the title to now, not one frame without it.
    expect(samples.slice(first)).not.toContain(false);
    // In the first frames: the title came with the HTML, not after the scripts.
    expect(first).toBeLessThan(3);

    // The head the app keeps is the prerendered one: one canonical, the same title.
    await expect(page).toHaveTitle(titleOf(article));
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/blog/${article.slug}$`));
    await page.screenshot({ path: test.info().outputPath('blog-article-js-390.png') });
    await context.close();
  });

  test('robots.txt and sitemap.xml are served from the site root', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain('Disallow: /api/');
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
    expect(await sitemap.text()).toContain('/daily-horoscope?sign=leo</loc>');
  });
});
