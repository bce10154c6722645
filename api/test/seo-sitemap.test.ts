import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { zodiacSignIds, type Article, type ArticleSummary } from '@astrosetu/contracts';
import { staticPublicPaths } from '../src/modules/seo/public-pages';
import { setupTestServer } from './harness';

const SITE = 'https://astrosetu.example';
const t = setupTestServer({ PUBLIC_SITE_URL: SITE });

let adminToken: string;
beforeAll(async () => {
  adminToken = (await t.current.loginAs('admin')).token;
});

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

async function createArticle(fields: Record<string, unknown>): Promise<Article> {
  const response = await t.current.api<Article>(
    'POST',
    '/api/admin/articles',
    {
      content: `## Heading\n\n${words(300)}`,
      excerpt: 'A short summary of the article.',
      category: 'vedic-astrology',
      language: 'en',
      status: 'published',
      tags: 'saturn',
      ...fields,
    },
    adminToken,
  );
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
const urlBlock = (xml: string, loc: string) => xml.split('<url>').find((block) => block.includes(`<loc>${loc}</loc>`)) ?? '';

describe('GET /api/seo/sitemap.xml', () => {
  it('when a search engine reads it, then it lists the public pages, each sign in each period and every published article', async () => {
    const response = await t.current.raw<string>('GET', '/api/seo/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const urls = locs(xml);
    for (const path of ['/', '/kundli', '/horoscopes', '/blog', '/astrologers', '/zodiac-signs']) expect(urls).toContain(`${SITE}${path}`);
    for (const period of ['daily', 'weekly', 'monthly']) {
      for (const sign of zodiacSignIds) expect(urls).toContain(`${SITE}/${period}-horoscope?sign=${sign}`);
    }
    const published = await t.current.api<ArticleSummary[]>('GET', '/api/articles?limit=50');
    expect(published.body.length).toBeGreaterThan(0);
    // Slugs in Indian scripts are percent-encoded, as the sitemap protocol requires.
    for (const article of published.body) expect(urls).toContain(new URL(`/blog/${article.slug}`, SITE).href);
    expect(new Set(urls).size).toBe(urls.length);
    for (const path of ['/profile', '/chat', '/checkout', '/admin', '/login']) expect(urls).not.toContain(`${SITE}${path}`);
  });

  it('when a page is offered in every interface language, then each language version is listed and names all of them (issue 38)', async () => {
    const xml = (await t.current.raw<string>('GET', '/api/seo/sitemap.xml')).body;
    const versions = (path: string, join: '?' | '&amp;') => ({
      en: `${SITE}${path}`,
      hi: `${SITE}${path}${join}lang=hi`,
      ta: `${SITE}${path}${join}lang=ta`,
    });
    for (const [path, join] of [['/kundli', '?'], ['/daily-horoscope?sign=leo', '&amp;']] as const) {
      const addresses = versions(path, join);
      for (const loc of Object.values(addresses)) {
        const block = urlBlock(xml, loc);
        expect(block).not.toBe('');
        for (const [language, href] of Object.entries(addresses)) {
          expect(block).toContain(`<xhtml:link rel="alternate" hreflang="${language}" href="${href}"/>`);
        }
        expect(block).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${addresses.en}"/>`);
      }
    }
    // Each language version once: 3 languages of every static page and of each sign's three periods, and the articles.
    expect(locs(xml).filter((loc) => loc.includes('lang=hi')).length).toBe(staticPublicPaths.length + 3 * zodiacSignIds.length);
  });

  it('when the daily, weekly and monthly readings are listed, then lastmod is the first day of the period shown in India', async () => {
    const xml = (await t.current.raw<string>('GET', '/api/seo/sitemap.xml')).body;
    const [daily, weekly, monthly] = ['daily', 'weekly', 'monthly'].map(
      (period) => /<lastmod>([^<]+)<\/lastmod>/.exec(urlBlock(xml, `${SITE}/${period}-horoscope?sign=leo`))?.[1],
    );
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect(daily).toBe(today);
    expect(monthly).toBe(`${today.slice(0, 8)}01`);
    expect(new Date(`${weekly}T00:00:00Z`).getUTCDay()).toBe(0);
    expect(weekly! <= today).toBe(true);
  });

  it('when an article has language versions, then each carries hreflang alternates for all of them and English as x-default', async () => {
    const hindiFirst = await createArticle({ title: 'शनि की साढ़े साती', language: 'hi', slug: 'sade-sati-hindi-seo' });
    const english = await createArticle({ title: 'Sade Sati explained', language: 'en', slug: 'sade-sati-seo', parentArticleId: hindiFirst.id });
    const tamil = await createArticle({ title: 'ஏழரை சனி', language: 'ta', slug: 'sade-sati-tamil-seo', parentArticleId: hindiFirst.id });
    const draft = await createArticle({ title: 'Sade Sati (draft)', language: 'bn', slug: 'sade-sati-bengali-seo', parentArticleId: hindiFirst.id, status: 'draft' });

    const xml = (await t.current.raw<string>('GET', '/api/seo/sitemap.xml')).body;
    for (const article of [hindiFirst, english, tamil]) {
      const block = urlBlock(xml, `${SITE}/blog/${article.slug}`);
      expect(block).toContain(`<lastmod>${article.updatedAt}</lastmod>`);
      expect(block).toContain(`<xhtml:link rel="alternate" hreflang="hi" href="${SITE}/blog/${hindiFirst.slug}"/>`);
      expect(block).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${SITE}/blog/${english.slug}"/>`);
      expect(block).toContain(`<xhtml:link rel="alternate" hreflang="ta" href="${SITE}/blog/${tamil.slug}"/>`);
      expect(block).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/blog/${english.slug}"/>`);
      expect(block).not.toContain(draft.slug);
    }
    expect(locs(xml)).not.toContain(`${SITE}/blog/${draft.slug}`);
  });

  it('when a title or slug holds XML characters, then the sitemap stays well-formed', async () => {
    await createArticle({ title: 'Rahu & Ketu <axis>', slug: 'rahu-ketu-axis-seo' });
    const xml = (await t.current.raw<string>('GET', '/api/seo/sitemap.xml')).body;
    // Titles are not in the sitemap; every text node and attribute holds escaped ampersands only.
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(locs(xml)).toContain(`${SITE}/blog/rahu-ketu-axis-seo`);
  });
});

describe('the public page list', () => {
  it('when compared with the shell route table, then every anonymous public page is in the sitemap list and no private one is', () => {
    const routeTable = readFileSync(join(__dirname, '../../shell/src/routing/route-table.ts'), 'utf8');
    const quoted = (name: string) => {
      const body = new RegExp(`export const ${name} = \\[([^\\]]*)\\]`).exec(routeTable)?.[1] ?? '';
      return [...body.matchAll(/'([^']+)'/g)].map((match) => match[1]);
    };
    const expected = [...quoted('toolPaths'), ...quoted('policyPaths'), '/', '/astrologers', '/horoscopes', '/blog', '/match-making', ...quoted('divinationPaths')];
    expect(expected.length).toBeGreaterThan(20);
    for (const path of expected) expect(staticPublicPaths).toContain(path);
    for (const path of ['/profile', '/chat', '/checkout', '/admin', '/login', '/chart-test', '/payment']) expect(staticPublicPaths).not.toContain(path);
  });
});
