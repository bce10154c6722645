// The prerendered English pages, as search engines, link previews and clients without JavaScript read them
// (ported from the tests that were in tools/serve/prerender/). The words are read from the catalogues' files here, as
// the remotes render them; per-language pages: prerender-languages.test.ts.
import { JSDOM } from 'jsdom';
import { catalogue, domOf, englishArticle as article, hostileArticle as hostile, indexHtml, message, startTestSite, structuredData, type TestSite } from './test-site';
import { toolPaths } from './pages/tool-paths';

const content = catalogue('mf-content', 'en');
const marketplace = catalogue('mf-marketplace', 'en');

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

describe('prerendered /blog/{slug}', () => {
  it('when fetched without JavaScript, then the HTML holds the title, the first paragraph and the whole sanitised body', async () => {
    const page = await site.get('/blog/saturn-return');
    expect(page.status).toBe(200);
    expect(page.type).toMatch(/^text\/html/);
    const document = domOf(page.text);
    expect(document.querySelector('h1')?.textContent).toBe(article.title);
    expect(document.title).toBe(`${article.title} | AstroSetu`);
    expect(document.querySelector('.pr-lead')?.textContent).toBe(article.excerpt);
    const prose = document.querySelector('.pr-prose')!;
    expect(prose.querySelector('h2')?.textContent).toBe('Saturn comes back');
    expect(prose.querySelector('p')?.textContent).toBe('The first return of Saturn arrives between 28 and 30, and costs $5 & more.');
    expect(prose.querySelector('script')).toBeNull();
    expect(prose.querySelector('[onerror]')).toBeNull();
    expect(prose.querySelector('a[href^="javascript"]')).toBeNull();
    expect(prose.querySelector('a[href="https://example.org"]')?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    // Inside the shell's root element, so React replaces it.
    expect(document.querySelector('#root [data-prerendered] article')).not.toBeNull();
  });

  it('when a crawler reads the head, then canonical, Open Graph, Twitter, hreflang and Article + BreadcrumbList JSON-LD are there', async () => {
    const document = domOf((await site.get('/blog/saturn-return', { accept: 'text/html' })).text);
    const attribute = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name);
    expect(attribute('link[rel=canonical]', 'href')).toBe('https://astrosetu.example/blog/saturn-return');
    expect(attribute('meta[name=description]', 'content')).toBe(article.excerpt);
    expect(attribute('meta[property="og:type"]', 'content')).toBe('article');
    expect(attribute('meta[property="og:title"]', 'content')).toBe(`${article.title} | AstroSetu`);
    expect(attribute('meta[property="og:url"]', 'content')).toBe('https://astrosetu.example/blog/saturn-return');
    expect(attribute('meta[name="twitter:card"]', 'content')).toBe('summary');
    expect(attribute('link[hreflang=hi]', 'href')).toBe('https://astrosetu.example/blog/shani-ki-vapsi');
    expect(attribute('link[hreflang=en]', 'href')).toBe('https://astrosetu.example/blog/saturn-return');
    expect(attribute('link[hreflang=x-default]', 'href')).toBe('https://astrosetu.example/blog/saturn-return');
    const structured = structuredData(document);
    const articleData = structured.find((data) => data['@type'] === 'Article')!;
    expect(articleData.headline).toBe(article.title);
    expect(articleData.mainEntityOfPage).toBe('https://astrosetu.example/blog/saturn-return');
    const crumbs = structured.find((data) => data['@type'] === 'BreadcrumbList')!.itemListElement as Array<{ name: string; item: string }>;
    expect(crumbs.map((crumb) => crumb.name)).toEqual(['Home', 'Blog', 'Vedic Astrology', article.title]);
    expect(crumbs[0].item).toBe('https://astrosetu.example/');
  });

  it('when the title and excerpt hold markup, then they are shown as text and no script of theirs is in the page', async () => {
    const page = await site.get('/blog/hostile');
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('<script>window.pwned');
    const dom = new JSDOM(page.text, { runScripts: 'dangerously' });
    expect((dom.window as unknown as { pwned?: number }).pwned).toBeUndefined();
    expect(dom.window.document.querySelector('h1')?.textContent).toBe(hostile.title);
    expect(dom.window.document.title).toBe(`${hostile.title} | AstroSetu`);
    const ld = [...dom.window.document.querySelectorAll('script[type="application/ld+json"]')];
    expect(ld.every((script) => !script.textContent?.includes('</script'))).toBe(true);
    expect(JSON.parse(ld.find((script) => script.textContent?.includes('"Article"'))?.textContent ?? '').headline).toBe(hostile.title);
  });

  it('when the slug is unknown, then the answer is a 404 page that says so and asks not to be indexed', async () => {
    const page = await site.get('/blog/no-such-article');
    expect(page.status).toBe(404);
    expect(page.type).toMatch(/^text\/html/);
    const document = domOf(page.text);
    expect(document.querySelector('h1')?.textContent).toBe(message(content, 'blog.article.notFoundTitle'));
    expect(document.querySelector('meta[name=robots]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelector('link[rel=canonical]')).toBeNull();
    expect(document.querySelector('link[rel=alternate]')).toBeNull();
    // The app still loads on it, to show its own not-found page and navigation.
    expect(document.querySelector('#root')).not.toBeNull();
  });
});

describe('the other public pages', () => {
  it("when /blog is asked for with ?articles=ja (or an older link's ?lang=ja), then the Japanese list is prerendered under its ?articles= address", async () => {
    for (const path of ['/blog?articles=ja', '/blog?lang=ja']) {
      const blog = domOf((await site.get(path)).text);
      expect(blog.documentElement.getAttribute('lang')).toBe('en');
      expect(blog.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe('https://astrosetu.example/blog?articles=ja');
      expect(blog.querySelector('link[hreflang=hi]')?.getAttribute('href')).toBe('https://astrosetu.example/blog?articles=ja&lang=hi');
    }
  });

  it('when /blog, /horoscopes, /astrologers and / are fetched, then each holds its heading (the catalogue\'s) and data', async () => {
    const blog = domOf((await site.get('/blog')).text);
    expect(blog.querySelector('h1')?.textContent).toBe(message(content, 'blog.meta.title'));
    expect(blog.querySelector(`a[href="/blog/${article.slug}"]`)?.textContent).toBe(article.title);
    const horoscopes = domOf((await site.get('/horoscopes')).text);
    expect(horoscopes.querySelector('h1')?.textContent).toBe(message(content, 'horoscopes.meta.title'));
    expect(horoscopes.body.textContent).toContain('Prediction for leo number 4.');
    const astrologers = domOf((await site.get('/astrologers')).text);
    expect(astrologers.querySelector('h1')?.textContent).toBe(message(marketplace, 'listing.hero.title'));
    expect(astrologers.body.textContent).toContain('Meenakshi Iyer');
    expect(astrologers.body.textContent).toContain('₹1,500/min');
    expect(astrologers.body.textContent).toContain('12 years experience');
    const home = domOf((await site.get('/')).text);
    expect(home.querySelector('h1')?.textContent).toBe(message(marketplace, 'home.hero.title'));
    const organization = structuredData(home).find((data) => data['@type'] === 'Organization')!;
    expect(organization.url).toBe('https://astrosetu.example/');
  });

  it("when a sign's daily, weekly or monthly page is fetched, then it holds that sign's reading and a canonical URL with the sign", async () => {
    for (const [path, period] of [['/daily-horoscope', 'daily'], ['/weekly-horoscope', 'weekly'], ['/monthly-horoscope', 'monthly']]) {
      const document = domOf((await site.get(`${path}?sign=leo`)).text);
      expect(document.querySelector('h1')?.textContent?.startsWith(message(content, `horoscopes.page.${period}.title`))).toBe(true);
      expect(document.body.textContent).toContain('Prediction for leo number 4.');
      expect(document.body.textContent).toContain('Love for leo.');
      expect(document.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(`https://astrosetu.example${path}?sign=leo`);
    }
  });

  it('when a tool page is fetched, then its heading and description are the catalogue\'s, in the page and the head', async () => {
    for (const [path, key] of Object.entries(toolPaths)) {
      const document = domOf((await site.get(path)).text);
      expect(document.querySelector('h1')?.textContent).toBe(message(content, `tools.paths.${key}.title`));
      expect(document.querySelector('meta[name=description]')?.getAttribute('content')).toBe(message(content, `tools.paths.${key}.subtitle`));
    }
    const zodiac = domOf((await site.get('/zodiac-signs')).text);
    expect(zodiac.querySelectorAll('.pr-card')).toHaveLength(12);
  });

  it('when a private or unknown path is asked for, then the plain app shell is served, as before', async () => {
    for (const path of ['/profile', '/chat/3', '/checkout', '/admin', '/profile?lang=hi']) {
      const page = await site.get(path, { accept: 'text/html' });
      expect(page.status).toBe(200);
      expect(page.text).toBe(indexHtml);
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  it("when a crawler asks the site's root for them, then the API's answers are relayed with their types", async () => {
    const sitemap = await site.get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.type).toMatch(/^application\/xml/);
    expect(sitemap.text).toContain('<urlset/>');
    const robots = await site.get('/robots.txt');
    expect(robots.type).toMatch(/^text\/plain/);
    expect(robots.text.startsWith('User-agent: *')).toBe(true);
  });
});
