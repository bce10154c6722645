// Every public page in every offered language: the list comes from contracts (uiLanguageCodes), so a language
// added there is checked here too. Expected words are read from the catalogues' files, as the remotes render them.
import { uiLanguageCodes } from '@astrosetu/contracts';
import { catalogue, domOf, englishArticle, hindiArticle, message, startTestSite, structuredData, urduArticle, type TestSite } from './test-site';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const ORIGIN = 'https://astrosetu.example';
const PUBLIC_PAGES = ['/', '/astrologers', '/blog', '/horoscopes', '/daily-horoscope?sign=leo', '/weekly-horoscope?sign=virgo', '/kundli', '/zodiac-signs'];
/** A page's address in a language, as the app and the sitemap write it: ?lang= for every language but English. */
const inLanguage = (path: string, language: string) => {
  const url = new URL(path, ORIGIN);
  if (language !== 'en') url.searchParams.set('lang', language);
  return url.toString();
};
const alternatesOf = (document: Document) =>
  Object.fromEntries([...document.querySelectorAll('link[rel=alternate][hreflang]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));

describe.each(uiLanguageCodes)('the public pages in %s', (language) => {
  it('when asked for with its ?lang=, then <html lang>, canonical and the hreflang of every offered language (and x-default) are there', async () => {
    for (const path of PUBLIC_PAGES) {
      const page = await site.get(language === 'en' ? path : inLanguage(path, language).slice(ORIGIN.length));
      expect(page.status).toBe(200);
      const document = domOf(page.text);
      expect(document.documentElement.getAttribute('lang')).toBe(language);
      expect(document.querySelector('[data-prerendered]')).not.toBeNull();
      expect(document.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(inLanguage(path, language));
      expect(alternatesOf(document)).toEqual({
        ...Object.fromEntries(uiLanguageCodes.map((code) => [code, inLanguage(path, code)])),
        'x-default': inLanguage(path, 'en'),
      });
    }
  });

  it('when the home page and a tool page are fetched, then their title, description and heading are that language\'s catalogue text', async () => {
    const shell = catalogue('shell', language);
    const home = domOf((await site.get(`/?lang=${language}`)).text);
    expect(home.title).toBe(message(shell, 'meta.title'));
    expect(home.querySelector('meta[name=description]')?.getAttribute('content')).toBe(message(shell, 'meta.description'));
    expect(home.querySelector('h1')?.textContent).toBe(message(catalogue('mf-marketplace', language), 'home.hero.title'));
    const content = catalogue('mf-content', language);
    const kundli = domOf((await site.get(`/kundli?lang=${language}`)).text);
    expect(kundli.title).toBe(`${message(content, 'tools.paths.kundli.title')} | AstroSetu`);
    expect(kundli.querySelector('meta[name=description]')?.getAttribute('content')).toBe(message(content, 'tools.paths.kundli.subtitle'));
    expect(kundli.querySelector('meta[property="og:description"]')?.getAttribute('content')).toBe(message(content, 'tools.paths.kundli.subtitle'));
  });

  it('when the 36 sign pages are fetched, then each has a title and a description of its own', async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const period of ['daily', 'weekly', 'monthly']) {
      for (const sign of ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces']) {
        const document = domOf((await site.get(`/${period}-horoscope?sign=${sign}&lang=${language}`)).text);
        titles.add(document.title);
        descriptions.add(document.querySelector('meta[name=description]')?.getAttribute('content') ?? '');
        // The sign's name in this language is in its title.
        expect(document.title).toContain(message(catalogue('mf-content', language), `zodiac.${sign}`));
      }
    }
    expect(titles.size).toBe(36);
    expect(descriptions.size).toBe(36);
  });

  it('when the breadcrumbs are read from the JSON-LD, then they are named in that language', async () => {
    const document = domOf((await site.get(`/astrologers?lang=${language}`)).text);
    const crumbs = structuredData(document).find((data) => data['@type'] === 'BreadcrumbList')!.itemListElement as Array<{ name: string; item: string }>;
    expect(crumbs[0]).toMatchObject({ name: message(catalogue('shell', language), 'links.home'), item: inLanguage('/', language) });
    expect(crumbs[1]).toMatchObject({ name: message(catalogue('mf-marketplace', language), 'listing.documentTitle'), item: inLanguage('/astrologers', language) });
  });
});

describe('?lang=hi', () => {
  const hindi = catalogue('mf-content', 'hi');

  it('when the home page is asked for in Hindi, then it answers Hindi text, not the no-JavaScript notice', async () => {
    const page = await site.get('/?lang=hi', { accept: 'text/html' });
    const document = domOf(page.text);
    expect(page.text).not.toContain('needs JavaScript');
    expect(document.querySelector('noscript')).toBeNull();
    const marketplace = catalogue('mf-marketplace', 'hi');
    expect(document.querySelector('.pr-hero .pr-eyebrow')?.textContent).toBe(message(marketplace, 'home.hero.eyebrow'));
    expect([...document.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual([
      message(marketplace, 'home.featured.title'),
      message(marketplace, 'home.services.title'),
      message(marketplace, 'home.zodiac.title'),
    ]);
    // Links stay in Hindi: a crawler following them reads the Hindi pages.
    expect(document.querySelector(`a[href="/daily-horoscope?sign=leo&lang=hi"]`)?.textContent).toContain(message(hindi, 'zodiac.leo'));
    expect(document.querySelector('#root [lang="en"]')).toBeNull();
  });

  it("when a sign's page is asked for in Hindi, then the API's Hindi reading and the Hindi headings are in it", async () => {
    const document = domOf((await site.get('/daily-horoscope?sign=leo&lang=hi')).text);
    expect(document.body.textContent).toContain('leo के लिए भविष्यवाणी संख्या 4।');
    expect(document.querySelector('h1')?.textContent?.startsWith(message(hindi, 'horoscopes.page.daily.title'))).toBe(true);
    expect(document.querySelector('meta[name=description]')?.getAttribute('content')).toBe(
      `${message(hindi, 'zodiac.leo')} ${message(hindi, 'horoscopes.page.daily.title')}: leo के लिए भविष्यवाणी संख्या 4।`,
    );
  });

  it('when /blog is asked for in Hindi, then it lists the Hindi articles under /blog?lang=hi', async () => {
    const document = domOf((await site.get('/blog?lang=hi')).text);
    expect(document.querySelector('h1')?.textContent).toBe(message(hindi, 'blog.meta.title'));
    expect(document.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(`${ORIGIN}/blog?lang=hi`);
    expect(document.querySelector('.pr-card h3 a')?.textContent).toBe(hindiArticle.title);
  });
});

describe('articles in their own language', () => {
  it('when an Urdu article is fetched, then the document is lang="ur" dir="rtl", and the English words around it say they are English', async () => {
    const document = domOf((await site.get(`/blog/${urduArticle.slug}`)).text);
    expect(document.documentElement.getAttribute('lang')).toBe('ur');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(document.querySelector('h1')?.textContent).toBe(urduArticle.title);
    const back = document.querySelector('article a[href="/blog"] span');
    expect(back?.textContent).toBe(message(catalogue('mf-content', 'en'), 'blog.article.back'));
    expect(back?.getAttribute('lang')).toBe('en');
    expect(back?.getAttribute('dir')).toBe('ltr');
    // No other language versions: no hreflang that would claim a translation.
    expect(document.querySelector('link[rel=alternate][hreflang]')).toBeNull();
    expect((structuredData(document).find((data) => data['@type'] === 'Article') ?? {}).inLanguage).toBe('ur');
  });

  it('when a Hindi article is fetched, then it is lang="hi" (left to right), with its English original as x-default', async () => {
    const document = domOf((await site.get(`/blog/${hindiArticle.slug}`)).text);
    expect(document.documentElement.getAttribute('lang')).toBe('hi');
    expect(document.documentElement.hasAttribute('dir')).toBe(false);
    expect(alternatesOf(document)).toEqual({
      hi: `${ORIGIN}/blog/${hindiArticle.slug}`,
      en: `${ORIGIN}/blog/${englishArticle.slug}`,
      'x-default': `${ORIGIN}/blog/${englishArticle.slug}`,
    });
  });

  it('when a Hindi article is read with the Hindi interface, then the words around it are Hindi and unmarked', async () => {
    const document = domOf((await site.get(`/blog/${hindiArticle.slug}?lang=hi`)).text);
    expect(document.documentElement.getAttribute('lang')).toBe('hi');
    expect(document.querySelector('article a[href="/blog?lang=hi"]')?.innerHTML).toBe(message(catalogue('mf-content', 'hi'), 'blog.article.back'));
    expect(document.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(`${ORIGIN}/blog/${hindiArticle.slug}?lang=hi`);
  });
});
