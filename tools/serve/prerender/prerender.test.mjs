// node --test tools/serve/prerender: the shell's server with the prerender mounted, against a stand-in API that
// answers what the real one does (api/test/seo-*.test.ts cover the API's side).
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { JSDOM } from 'jsdom';
import { createStaticServer } from '../static-server.mjs';
import { horoscopePeriodPages, toolPages, articleNotFound, blogPage, horoscopesPage, astrologersPage, homeHero } from './page-copy.mjs';

const workspace = new URL('../../../', import.meta.url);
const indexHtml = readFileSync(new URL('shell/index.html', workspace), 'utf8');

const article = {
  id: 7,
  slug: 'saturn-return',
  title: 'Saturn Return: What Changes at 29',
  excerpt: 'Around 29 Saturn comes back to where it stood at your birth.',
  content: '## Saturn comes back\n\nThe first return of Saturn arrives between 28 and 30, and costs $5 & more.\n\n<script>window.pwned = 1</script><img src=x onerror="window.pwned = 2">\n\nA [link](javascript:alert(1)) and [another site](https://example.org).',
  category: 'vedic-astrology',
  categoryName: 'Vedic Astrology',
  language: 'en',
  tags: ['saturn'],
  featuredImage: '',
  metaTitle: '',
  metaDescription: '',
  metaKeywords: ['saturn return'],
  status: 'published',
  author: { id: 3, username: 'Admin' },
  readTime: 3,
  viewCount: 10,
  publishedAt: '2026-11-01T05:00:00.000Z',
  createdAt: '2026-11-01T05:00:00.000Z',
  updatedAt: '2026-11-02T05:00:00.000Z',
  translations: [{ id: 8, slug: 'shani-ki-vapsi', language: 'hi', title: 'शनि की वापसी' }],
};
const hostile = { ...article, id: 9, slug: 'hostile', title: 'Rahu <script>window.pwned = 3</script> & Ketu', excerpt: '"Quoted" </title><script>window.pwned = 4</script>', translations: [] };
const reading = (sign, index) => ({
  sign,
  signName: sign[0].toUpperCase() + sign.slice(1),
  prediction: `Prediction for ${sign} number ${index}.`,
  loveLife: `Love for ${sign}.`,
  career: `Career for ${sign}.`,
  health: `Health for ${sign}.`,
  finances: `Money for ${sign}.`,
  generalAdvice: `Advice for ${sign}.`,
  luckyNumbers: [3, 9],
  luckyColors: ['Red'],
});
const signs = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'];

/** The stand-in API: the routes the prerender reads. */
const api = http.createServer((request, response) => {
  const url = new URL(request.url, 'http://api');
  const json = (status, body) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (url.pathname === '/api/seo/articles/saturn-return') return json(200, article);
  if (url.pathname === '/api/seo/articles/hostile') return json(200, hostile);
  if (url.pathname.startsWith('/api/seo/articles/')) return json(404, { error: { code: 'NOT_FOUND', message: 'Article not found' } });
  if (url.pathname === '/api/articles') return json(200, [article, hostile].map(({ content: _content, ...summary }) => summary));
  if (url.pathname.startsWith('/api/horoscopes/')) return json(200, { period: url.pathname.split('/').pop(), horoscopes: signs.map(reading) });
  if (url.pathname === '/api/astrologers') {
    return json(200, [{ id: 2, name: 'Meenakshi Iyer', experience: 12, specializations: ['Vedic'], languages: ['Tamil', 'English'], ratePerMinute: 1500, rating: 4.8, reviewCount: 31 }]);
  }
  if (url.pathname === '/api/seo/sitemap.xml') {
    response.writeHead(200, { 'Content-Type': 'application/xml; charset=utf-8' });
    return response.end('<?xml version="1.0" encoding="UTF-8"?><urlset/>');
  }
  if (url.pathname === '/api/seo/robots.txt') {
    response.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
    return response.end('User-agent: *\nDisallow: /api/\n');
  }
  json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
});

/** A port nothing listens on (the static server takes a fixed port). */
function freePort() {
  return new Promise((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

let root;
let site;
let origin;
before(async () => {
  await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
  root = mkdtempSync(join(tmpdir(), 'prerender-'));
  writeFileSync(join(root, 'index.html'), indexHtml);
  process.env.PUBLIC_SITE_URL = 'https://astrosetu.example';
  const port = await freePort();
  site = createStaticServer({ root, port, host: '127.0.0.1', spaFallback: true, proxyTarget: `http://127.0.0.1:${api.address().port}` });
  await site.start();
  origin = `http://127.0.0.1:${port}`;
});
after(async () => {
  await site?.stop();
  api.close();
  rmSync(root, { recursive: true, force: true });
});

/** A plain GET, as curl or a crawler sends it. */
async function get(path, headers = {}) {
  const response = await fetch(`${origin}${path}`, { headers });
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
}

/** The page as a browser would build it with scripts off: jsdom without running scripts. */
const domOf = (text) => new JSDOM(text).window.document;

describe('prerendered /blog/{slug}', () => {
  it('when fetched without JavaScript, then the HTML holds the title, the first paragraph and the whole sanitised body', async () => {
    const page = await get('/blog/saturn-return');
    assert.equal(page.status, 200);
    assert.match(page.type, /^text\/html/);
    const document = domOf(page.text);
    assert.equal(document.querySelector('h1').textContent, article.title);
    assert.equal(document.title, `${article.title} | AstroSetu`);
    assert.equal(document.querySelector('.pr-lead').textContent, article.excerpt);
    const prose = document.querySelector('.pr-prose');
    assert.equal(prose.querySelector('h2').textContent, 'Saturn comes back');
    assert.equal(prose.querySelector('p').textContent, 'The first return of Saturn arrives between 28 and 30, and costs $5 & more.');
    assert.equal(prose.querySelector('script'), null);
    assert.equal(prose.querySelector('[onerror]'), null);
    assert.equal(prose.querySelector('a[href^="javascript"]'), null);
    assert.equal(prose.querySelector('a[href="https://example.org"]').getAttribute('rel'), 'noopener noreferrer nofollow');
    // Inside the shell's root element, so React replaces it.
    assert.ok(document.querySelector('#root [data-prerendered] article'));
  });

  it('when a crawler reads the head, then canonical, Open Graph, Twitter, hreflang and Article + BreadcrumbList JSON-LD are there', async () => {
    const document = domOf((await get('/blog/saturn-return', { accept: 'text/html' })).text);
    const attribute = (selector, name) => document.querySelector(selector)?.getAttribute(name);
    assert.equal(attribute('link[rel=canonical]', 'href'), 'https://astrosetu.example/blog/saturn-return');
    assert.equal(attribute('meta[name=description]', 'content'), article.excerpt);
    assert.equal(attribute('meta[property="og:type"]', 'content'), 'article');
    assert.equal(attribute('meta[property="og:title"]', 'content'), `${article.title} | AstroSetu`);
    assert.equal(attribute('meta[property="og:url"]', 'content'), 'https://astrosetu.example/blog/saturn-return');
    assert.equal(attribute('meta[name="twitter:card"]', 'content'), 'summary');
    assert.equal(attribute('link[hreflang=hi]', 'href'), 'https://astrosetu.example/blog/shani-ki-vapsi');
    assert.equal(attribute('link[hreflang=en]', 'href'), 'https://astrosetu.example/blog/saturn-return');
    assert.equal(attribute('link[hreflang=x-default]', 'href'), 'https://astrosetu.example/blog/saturn-return');
    const structured = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent));
    const articleData = structured.find((data) => data['@type'] === 'Article');
    assert.equal(articleData.headline, article.title);
    assert.equal(articleData.mainEntityOfPage, 'https://astrosetu.example/blog/saturn-return');
    const crumbs = structured.find((data) => data['@type'] === 'BreadcrumbList').itemListElement;
    assert.deepEqual(crumbs.map((crumb) => crumb.name), ['Home', 'Blog', 'Vedic Astrology', article.title]);
    assert.equal(crumbs[0].item, 'https://astrosetu.example/');
  });

  it('when the title and excerpt hold markup, then they are shown as text and no script of theirs is in the page', async () => {
    const page = await get('/blog/hostile');
    assert.equal(page.status, 200);
    assert.ok(!page.text.includes('<script>window.pwned'));
    const dom = new JSDOM(page.text, { runScripts: 'dangerously' });
    assert.equal(dom.window.pwned, undefined);
    assert.equal(dom.window.document.querySelector('h1').textContent, hostile.title);
    assert.equal(dom.window.document.title, `${hostile.title} | AstroSetu`);
    const ld = [...dom.window.document.querySelectorAll('script[type="application/ld+json"]')];
    assert.ok(ld.every((script) => !script.textContent.includes('</script')));
    assert.equal(JSON.parse(ld.find((script) => script.textContent.includes('"Article"')).textContent).headline, hostile.title);
  });

  it('when the slug is unknown, then the answer is a 404 page that says so and asks not to be indexed', async () => {
    const page = await get('/blog/no-such-article');
    assert.equal(page.status, 404);
    assert.match(page.type, /^text\/html/);
    const document = domOf(page.text);
    assert.equal(document.querySelector('h1').textContent, articleNotFound.title);
    assert.equal(document.querySelector('meta[name=robots]').getAttribute('content'), 'noindex');
    assert.equal(document.querySelector('link[rel=canonical]'), null);
    // The app still loads on it, to show its own not-found page and navigation.
    assert.ok(document.querySelector('#root'));
  });
});

describe('the other public pages', () => {
  it('when /blog is asked for with ?articles=ja (or an older link\'s ?lang=ja), then the Japanese list is prerendered under its ?articles= address', async () => {
    for (const path of ['/blog?articles=ja', '/blog?lang=ja']) {
      const blog = domOf((await get(path)).text);
      assert.equal(blog.documentElement.getAttribute('lang'), 'en');
      assert.equal(blog.querySelector('link[rel=canonical]').getAttribute('href'), 'https://astrosetu.example/blog?articles=ja');
      assert.equal(blog.querySelector('link[hreflang=hi]').getAttribute('href'), 'https://astrosetu.example/blog?articles=ja&lang=hi');
    }
  });

  it('when /blog, /horoscopes, /astrologers and / are fetched, then each holds its heading and data', async () => {
    const blog = domOf((await get('/blog')).text);
    assert.equal(blog.querySelector('h1').textContent, blogPage.title);
    assert.equal(blog.querySelector(`a[href="/blog/${article.slug}"]`).textContent, article.title);
    const horoscopes = domOf((await get('/horoscopes')).text);
    assert.equal(horoscopes.querySelector('h1').textContent, horoscopesPage.title);
    assert.ok(horoscopes.body.textContent.includes('Prediction for leo number 4.'));
    const astrologers = domOf((await get('/astrologers')).text);
    assert.equal(astrologers.querySelector('h1').textContent, astrologersPage.heading);
    assert.ok(astrologers.body.textContent.includes('Meenakshi Iyer'));
    assert.ok(astrologers.body.textContent.includes('₹1,500/min'));
    const home = domOf((await get('/')).text);
    assert.equal(home.querySelector('h1').textContent, homeHero.title);
    const organization = [...home.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent)).find((data) => data['@type'] === 'Organization');
    assert.equal(organization.url, 'https://astrosetu.example/');
  });

  it("when a sign's daily, weekly or monthly page is fetched, then it holds that sign's reading and a canonical URL with the sign", async () => {
    for (const path of Object.keys(horoscopePeriodPages)) {
      const document = domOf((await get(`${path}?sign=leo`)).text);
      assert.ok(document.querySelector('h1').textContent.startsWith(horoscopePeriodPages[path].title));
      assert.ok(document.body.textContent.includes('Prediction for leo number 4.'));
      assert.ok(document.body.textContent.includes('Love for leo.'));
      assert.equal(document.querySelector('link[rel=canonical]').getAttribute('href'), `https://astrosetu.example${path}?sign=leo`);
    }
  });

  it('when a tool page is fetched, then its heading and description are in the page and the head', async () => {
    for (const [path, tool] of Object.entries(toolPages)) {
      const document = domOf((await get(path)).text);
      assert.equal(document.querySelector('h1').textContent, tool.title);
      assert.equal(document.querySelector('meta[name=description]').getAttribute('content'), tool.subtitle);
    }
    const zodiac = domOf((await get('/zodiac-signs')).text);
    assert.equal(zodiac.querySelectorAll('.pr-card').length, 12);
  });

  it('when a private or unknown path is asked for, then the plain app shell is served, as before', async () => {
    for (const path of ['/profile', '/chat/3', '/checkout', '/admin']) {
      const page = await get(path, { accept: 'text/html' });
      assert.equal(page.status, 200);
      assert.equal(page.text, indexHtml);
    }
  });
});

describe('pages in another language (?lang=)', () => {
  it('when a page is asked for with ?lang=hi or ?lang=ta, then no English copy is prerendered: <html lang>, the title and description are in that language', async () => {
    const hindi = JSON.parse(readFileSync(new URL('shell/src/locales/hi.json', workspace), 'utf8')).meta;
    for (const [path, language] of [['/?lang=hi', 'hi'], ['/astrologers?lang=ta', 'ta'], ['/daily-horoscope?sign=leo&lang=hi-IN', 'hi']]) {
      const page = await get(path, { accept: 'text/html' });
      assert.equal(page.status, 200);
      const document = domOf(page.text);
      assert.equal(document.documentElement.lang, language);
      assert.equal(document.querySelector('[data-prerendered]'), null);
      assert.equal(document.querySelector('#root').textContent, '');
      if (language === 'hi') {
        assert.equal(document.title, hindi.title);
        assert.equal(document.querySelector('meta[name=description]').getAttribute('content'), hindi.description);
      }
    }
    const leo = domOf((await get('/daily-horoscope?sign=leo&lang=hi')).text);
    assert.equal(leo.querySelector('link[rel=canonical]').getAttribute('href'), 'https://astrosetu.example/daily-horoscope?sign=leo&lang=hi');
    assert.equal(leo.querySelector('link[hreflang=en]').getAttribute('href'), 'https://astrosetu.example/daily-horoscope?sign=leo');
  });

  it('when an English page is prerendered, then its head names its Hindi and Tamil alternates (hreflang) and x-default', async () => {
    const document = domOf((await get('/astrologers')).text);
    const alternates = Object.fromEntries([...document.querySelectorAll('link[rel=alternate][hreflang]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
    assert.deepEqual(alternates, {
      en: 'https://astrosetu.example/astrologers',
      hi: 'https://astrosetu.example/astrologers?lang=hi',
      ta: 'https://astrosetu.example/astrologers?lang=ta',
      'x-default': 'https://astrosetu.example/astrologers',
    });
    assert.equal(document.documentElement.lang, 'en');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it("when a crawler asks the site's root for them, then the API's answers are relayed with their types", async () => {
    const sitemap = await get('/sitemap.xml');
    assert.equal(sitemap.status, 200);
    assert.match(sitemap.type, /^application\/xml/);
    assert.ok(sitemap.text.includes('<urlset/>'));
    const robots = await get('/robots.txt');
    assert.match(robots.type, /^text\/plain/);
    assert.ok(robots.text.startsWith('User-agent: *'));
  });
});

describe('page copy', () => {
  // The remotes' English copy lives in their message catalogues (issue 18): the prerendered English page must say
  // what the remote then renders in English.
  it("when compared with the remotes' English catalogues, then every heading and description is the one they render", () => {
    const source = (path) => readFileSync(new URL(path, workspace), 'utf8');
    const checks = [
      ['mf-content/src/locales/en.json', Object.values(toolPages).flatMap((tool) => [tool.title, tool.subtitle])],
      ['mf-content/src/locales/en.json', Object.values(horoscopePeriodPages).flatMap((page) => [page.title, page.subtitle])],
      ['mf-content/src/locales/en.json', Object.values(horoscopesPage)],
      ['mf-content/src/locales/en.json', Object.values(blogPage)],
      ['mf-marketplace/src/locales/en.json', [astrologersPage.heading, astrologersPage.subtitle, astrologersPage.eyebrow]],
      ['mf-marketplace/src/locales/en.json', Object.values(homeHero)],
      ['mf-content/src/locales/en.json', Object.values(articleNotFound)],
    ];
    for (const [file, strings] of checks) {
      const text = source(file);
      for (const value of strings) {
        const quoted = [`'${value}'`, `"${value}"`, `\`${value}\``, `title="${value}"`].some((form) => text.includes(form)) || text.includes(JSON.stringify(value));
        assert.ok(quoted, `${file} no longer says ${JSON.stringify(value)}`);
      }
    }
  });
});
