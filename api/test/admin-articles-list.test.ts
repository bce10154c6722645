import type { AdminArticlesPage, Article } from '@astrosetu/contracts';
import { errorOf, setupTestServer } from './harness';

const t = setupTestServer();

let adminToken: string;
const created: Article[] = [];

const articleForm = (title: string, overrides: Record<string, unknown> = {}) => ({
  title,
  content: `## ${title}\n\nSome words about ${title}.`,
  excerpt: `About ${title}.`,
  category: 'vedic-astrology',
  language: 'as',
  status: 'draft',
  tags: 'paging-suite',
  ...overrides,
});

beforeAll(async () => {
  ({ token: adminToken } = await t.current.loginAs('admin'));
  // Seven Assamese articles (the demo data has none in Assamese; it has Kannada, Malayalam and Gujarati ones since issue 38), one of them published and one with a distinctive tag.
  const titles = ['Guru Peyarchi', 'Ashtama Shani', 'Rahu Ketu', 'Chevvai Dosham', 'Sukran Transit', 'Budhan Retrograde', 'Chandra Darshan'];
  for (const [index, title] of titles.entries()) {
    const overrides = index === 2 ? { status: 'published', tags: 'paging-suite, nodes' } : {};
    const response = await t.current.api<Article>('POST', '/api/admin/articles', articleForm(title, overrides), adminToken);
    if (response.status !== 201) throw new Error(`create failed: ${JSON.stringify(response.body)}`);
    created.push(response.body);
  }
});

const listArticles = (query: string) => t.current.api<AdminArticlesPage>('GET', `/api/admin/articles${query}`, undefined, adminToken);

describe('GET /api/admin/articles (paged)', () => {
  it('when called without a query, then the first page of 20, newest first, without the content, with the total', async () => {
    const response = await listArticles('');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ page: 1, pageSize: 20 });
    expect(response.body.total).toBeGreaterThanOrEqual(created.length);
    const ids = response.body.items.map((article) => article.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(response.body.items[0]).not.toHaveProperty('content');
    expect(response.body.items[0]).toHaveProperty('translations');
  });

  it('when paging through one language, then pages neither repeat nor skip an article', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const response = await listArticles(`?language=as&page=${page}&pageSize=3&sort=title&order=asc`);
      expect(response.body).toMatchObject({ page, pageSize: 3, total: 7 });
      seen.push(...response.body.items.map((article) => article.id));
    }
    expect(seen.sort((a, b) => a - b)).toEqual(created.map((article) => article.id).sort((a, b) => a - b));
  });

  it('when sorted by title ascending, then titles come in order', async () => {
    const response = await listArticles('?language=as&sort=title&order=asc');
    const titles = response.body.items.map((article) => article.title);
    expect(titles).toEqual([...titles].sort());
    expect(titles).toHaveLength(7);
  });

  it('when searching, then title, slug and tag matches come back, case-insensitively', async () => {
    expect((await listArticles('?q=SHANI')).body.items.map((article) => article.title)).toEqual(['Ashtama Shani']);
    expect((await listArticles('?q=guru-peyarchi')).body.items.map((article) => article.title)).toEqual(['Guru Peyarchi']);
    expect((await listArticles('?q=NODES')).body.items.map((article) => article.title)).toEqual(['Rahu Ketu']);
    expect((await listArticles('?q=paging-suite')).body.total).toBe(7);
  });

  it('when filtered by status, then only that status comes back', async () => {
    const published = await listArticles('?language=as&status=published');
    expect(published.body.items.map((article) => article.title)).toEqual(['Rahu Ketu']);
    expect((await listArticles('?language=as&status=draft')).body.total).toBe(6);
  });

  it('when the sort field or page size is not allowed, then 400 with the reason', async () => {
    const badSort = await listArticles('?sort=content');
    expect(badSort.status).toBe(400);
    expect(errorOf(badSort).message).toMatch(/sort must be one of/);
    expect((await listArticles('?pageSize=101')).status).toBe(400);
  });
});
