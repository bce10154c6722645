import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, type RecordedCall } from '@astrosetu/web-core/testing';
import { anArticle, categoriesFixture, summaryOf } from '../shared/test/fixtures/article-fixtures';
import { currentLocation, renderRoute } from '../shared/test/render-route';

jest.setTimeout(40_000);

const english = [
  anArticle({ slug: 'understanding-your-moon-sign', title: 'Understanding Your Moon Sign', tags: ['moon sign', 'rashi', 'basics', 'vedic'], readTime: 6 }),
  anArticle({ slug: 'life-path-number', title: 'Your Life Path Number', category: 'numerology', categoryName: 'Numerology', tags: ['numerology'], readTime: 0 }),
  anArticle({ slug: 'rahu-kalam', title: 'What Is Rahu Kalam?' }),
];
const hindi = [anArticle({ slug: 'चंद्र-राशि-को-समझें', title: 'अपनी चंद्र राशि को समझें', language: 'hi', categoryName: 'वैदिक ज्योतिष', tags: ['चंद्र राशि'] })];

function articlesByLanguage(request: RecordedCall) {
  const language = request.params.language;
  const list = language === 'en' ? english : language === 'hi' ? hindi : [];
  return ok(list.map(summaryOf));
}

describe('/blog', () => {
  it('shows English articles first: the newest featured, then the grid with up to 3 tags and read times', async () => {
    const server = mockApi({ 'GET /api/articles': articlesByLanguage, 'GET /api/categories': ok(categoriesFixture) });
    renderRoute('/blog');
    const featured = (await screen.findByRole('heading', { level: 2, name: 'Understanding Your Moon Sign' })).closest('.MuiCard-root') as HTMLElement;
    expect(within(featured).getByText('Featured')).toBeInTheDocument();
    expect(within(within(featured).getByRole('list', { name: 'Tags' })).getAllByRole('listitem').map((tag) => tag.textContent)).toEqual(['#moon sign', '#rashi', '#basics']);
    expect(within(featured).getByText('6 min read')).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'More articles' });
    expect(within(grid).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Your Life Path Number', 'What Is Rahu Kalam?']);
    // No read time from the server: the default 5 minutes.
    expect(within(grid).getByText('5 min read')).toBeInTheDocument();
    expect(within(grid).getByRole('link', { name: /Your Life Path Number/ })).toHaveAttribute('href', '/blog/life-path-number');
    expect(screen.getByRole('link', { name: 'Numerology' })).toHaveAttribute('href', '/blog/category/numerology');
    expect(server.callsTo('GET', '/api/articles')[0].params.language).toBe('en');
  });

  it('offers 21 languages and filters to Hindi', async () => {
    const server = mockApi({ 'GET /api/articles': articlesByLanguage, 'GET /api/categories': ok(categoriesFixture) });
    const user = userEvent.setup();
    renderRoute('/blog');
    await screen.findByRole('heading', { name: 'Understanding Your Moon Sign' });
    await user.click(screen.getByRole('combobox', { name: 'Article language' }));
    expect(screen.getAllByRole('option')).toHaveLength(21);
    await user.click(screen.getByRole('option', { name: /हिन्दी/ }));

    expect(await screen.findByRole('heading', { name: 'अपनी चंद्र राशि को समझें' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Understanding Your Moon Sign' })).not.toBeInTheDocument();
    expect(currentLocation()).toBe('/blog?articles=hi');
    expect(server.callsTo('GET', '/api/articles').at(-1)!.params.language).toBe('hi');
    expect(server.callsTo('GET', '/api/categories').at(-1)!.params.language).toBe('hi');
    expect(screen.getByRole('link', { name: /अपनी चंद्र राशि को समझें/ })).toHaveAttribute('href', `/blog/${encodeURIComponent('चंद्र-राशि-को-समझें')}`);
  });

  it('offers a way back to English when a language has no articles', async () => {
    mockApi({ 'GET /api/articles': articlesByLanguage, 'GET /api/categories': ok(categoriesFixture) });
    const user = userEvent.setup();
    renderRoute('/blog?articles=ja');
    expect(await screen.findByRole('heading', { name: 'No articles in Japanese yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show English articles' }));
    expect(await screen.findByRole('heading', { name: 'Understanding Your Moon Sign' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/blog');
  });

  it('an older shared link that chose the articles with ?lang=ja still lists Japanese articles, now as ?articles=ja', async () => {
    const server = mockApi({ 'GET /api/articles': articlesByLanguage, 'GET /api/categories': ok(categoriesFixture) });
    renderRoute('/blog?lang=ja');
    expect(await screen.findByRole('heading', { name: 'No articles in Japanese yet' })).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/articles')[0].params.language).toBe('ja');
    await waitFor(() => expect(currentLocation()).toBe('/blog?articles=ja'));
  });

  it('/blog/category/{slug} lists that category\'s articles under its name', async () => {
    const server = mockApi({
      'GET /api/articles': (request) => ok(english.filter((article) => article.category === request.params.category).map(summaryOf)),
      'GET /api/categories': ok(categoriesFixture),
    });
    renderRoute('/blog/category/numerology');
    expect(await screen.findByRole('heading', { level: 1, name: 'Numerology' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your Life Path Number' })).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/articles')[0].params.category).toBe('numerology');
  });
});

describe('/blog/{slug}', () => {
  const article = anArticle({
    slug: 'understanding-your-moon-sign',
    title: 'Understanding Your Moon Sign',
    metaTitle: 'Moon Sign (Rashi) Explained | AstroSetu',
    metaDescription: 'What your Moon sign says about your mind.',
    metaKeywords: ['moon sign', 'rashi'],
    content: '## Why the Moon comes first\n\nThe **Moon** is the mind.<script>window.hacked = true</script>\n\n<img src="x.png" onerror="window.hacked = true">\n\n[Kundli](javascript:window.hacked=true)',
    tags: ['moon sign', 'rashi', 'basics', 'vedic'],
    viewCount: 1234,
  });

  afterEach(() => {
    document.title = '';
    document.head.querySelectorAll('meta').forEach((meta) => meta.remove());
  });

  it('renders the article with its metadata, and no script or event handler from the markdown', async () => {
    mockApi({ 'GET /api/articles/understanding-your-moon-sign': ok(article) });
    renderRoute('/blog/understanding-your-moon-sign');
    expect(await screen.findByRole('heading', { level: 1, name: 'Understanding Your Moon Sign' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Why the Moon comes first' })).toBeInTheDocument();
    expect(screen.getByText('1,234 views')).toBeInTheDocument();
    expect(screen.getByText('4 min read')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(4);

    const articleElement = screen.getByRole('article');
    expect(articleElement.querySelector('script')).toBeNull();
    expect(articleElement.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('Kundli').closest('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();

    await waitFor(() => expect(document.title).toBe('Moon Sign (Rashi) Explained | AstroSetu'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'What your Moon sign says about your mind.');
    expect(document.head.querySelector('meta[name="keywords"]')).toHaveAttribute('content', 'moon sign, rashi');
    expect(screen.getByRole('link', { name: 'Consult an Astrologer' })).toHaveAttribute('href', '/astrologers');
    expect(screen.getByRole('link', { name: 'More Articles' })).toHaveAttribute('href', '/blog');
  });

  it('copies the link when the device has no share sheet', async () => {
    mockApi({ 'GET /api/articles/understanding-your-moon-sign': ok(article) });
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderRoute('/blog/understanding-your-moon-sign');
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('says Article Not Found for an unknown slug, with a way back to the blog', async () => {
    mockApi({ 'GET /api/articles/no-such-article': { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Article not found' } } } });
    renderRoute('/blog/no-such-article');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The article you're looking for doesn't exist or has been removed.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  });
});
