import type { Article } from '@astrosetu/contracts';
import { setupTestServer } from './harness';

const SITE = 'https://astrosetu.example';
const t = setupTestServer({ PUBLIC_SITE_URL: SITE });

describe('GET /api/seo/robots.txt', () => {
  it('when a crawler reads it, then the API and every private page are disallowed and the sitemap is named', async () => {
    const response = await t.current.raw<string>('GET', '/api/seo/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const prefix of ['/api/', '/profile', '/admin', '/chat', '/checkout', '/payment', '/consultations', '/wallet', '/login']) {
      expect(lines).toContain(`Disallow: ${prefix}`);
    }
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    // Public pages stay crawlable: no rule is a prefix of them.
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice('Disallow: '.length));
    for (const path of ['/blog/some-article', '/horoscopes', '/daily-horoscope', '/kundli', '/astrologers', '/chart']) {
      expect(disallowed.filter((prefix) => path.startsWith(prefix))).toEqual([]);
    }
  });
});

describe('GET /api/seo/articles/:slug', () => {
  it('when the prerender reads a published article, then it gets it with its language versions and no view is counted', async () => {
    const before = await t.current.api<Article>('GET', '/api/seo/articles/understanding-your-moon-sign');
    expect(before.status).toBe(200);
    expect(before.body.content.length).toBeGreaterThan(100);
    const again = await t.current.api<Article>('GET', '/api/seo/articles/understanding-your-moon-sign');
    expect(again.body.viewCount).toBe(before.body.viewCount);
    expect(Array.isArray(again.body.translations)).toBe(true);
  });

  it('when the slug is unknown, then the answer is a 404 naming the article', async () => {
    const response = await t.current.api<{ error: { code: string } }>('GET', '/api/seo/articles/no-such-article');
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('NOT_FOUND');
  });
});
