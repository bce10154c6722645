import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  articleLanguageCodes,
  type AdminArticlesPage,
  blogLanguageCodes,
  type Article,
  type ArticleSummary,
  type AuditLogPage,
  type Category,
  type UploadImageResponse,
} from '@astrosetu/contracts';
import { readTimeMinutes, slugify } from '../src/modules/articles/article-text';
import { errorOf, setupTestServer } from './harness';

const uploadDir = mkdtempSync(join(tmpdir(), 'astrosetu-uploads-'));
const t = setupTestServer({ UPLOAD_DIR: uploadDir });
afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));

let adminToken: string;
let adminName: string;
beforeAll(async () => {
  const admin = await t.current.loginAs('admin');
  adminToken = admin.token;
  adminName = admin.user.username;
});
const admin = <T = unknown>(method: string, path: string, body?: unknown) => t.current.api<T>(method, path, body, adminToken);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function uploadPng(): Promise<string> {
  const form = new FormData();
  form.append('image', new Blob([PNG], { type: 'image/png' }), 'cover.png');
  const response = await fetch(`${t.current.url}/api/admin/uploads/image`, { method: 'POST', body: form, headers: { authorization: `Bearer ${adminToken}` } });
  return ((await response.json()) as UploadImageResponse).url;
}

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

const articleForm = (overrides: Record<string, unknown> = {}) => ({
  title: 'Saturn Return: What Changes at 29',
  content: `## Saturn comes back\n\n${words(450)}`,
  excerpt: 'Around 29 Saturn returns to its birth position.',
  category: 'vedic-astrology',
  language: 'en',
  status: 'published',
  tags: 'saturn, life stages , saturn',
  metaTitle: 'Saturn Return',
  metaDescription: 'What the Saturn return means.',
  metaKeywords: ['saturn return', 'shani'],
  ...overrides,
});

async function createArticle(overrides: Record<string, unknown> = {}): Promise<Article> {
  const response = await admin<Article>('POST', '/api/admin/articles', articleForm(overrides));
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

describe('GET /api/categories', () => {
  it('when anyone asks, then the blog categories come with slug, name, icon and colour (English by default)', async () => {
    const response = await t.current.api<Category[]>('GET', '/api/categories');
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThanOrEqual(8);
    expect(response.body[0]).toEqual({ id: expect.any(Number), slug: 'vedic-astrology', name: 'Vedic Astrology', icon: 'auto_awesome', color: '#8B5CF6' });
    expect(new Set(response.body.map((category) => category.slug)).size).toBe(response.body.length);
  });

  it('when Hindi is asked for, then names are Hindi where translated and English otherwise', async () => {
    const response = await t.current.api<Category[]>('GET', '/api/categories?language=hi');
    expect(response.body.find((category) => category.slug === 'vedic-astrology')).toMatchObject({ name: 'वैदिक ज्योतिष', language: 'hi' });
    const english = await t.current.api<Category[]>('GET', '/api/categories?language=fr');
    expect(english.body.find((category) => category.slug === 'numerology')?.name).toBe('Numerology');
  });

  it('when the language is not supported, then 400', async () => {
    expect((await t.current.api('GET', '/api/categories?language=xx')).status).toBe(400);
  });
});

describe('POST /api/admin/articles', () => {
  it('when an admin publishes a valid article, then it gets a slug, read time, author and appears on the blog', async () => {
    const article = await createArticle();
    expect(article).toMatchObject({
      slug: 'saturn-return-what-changes-at-29',
      title: 'Saturn Return: What Changes at 29',
      category: 'vedic-astrology',
      categoryName: 'Vedic Astrology',
      language: 'en',
      status: 'published',
      tags: ['saturn', 'life stages'],
      metaKeywords: ['saturn return', 'shani'],
      featuredImage: '',
      readTime: 3,
      viewCount: 0,
      author: { username: adminName },
      publishedAt: expect.any(String),
      translations: [],
    });
    const list = await t.current.api<ArticleSummary[]>('GET', '/api/articles');
    expect(list.body.map((summary) => summary.id)).toContain(article.id);
    expect(list.body[0]).not.toHaveProperty('content');
  });

  it('when two articles share a title, then the second gets a numbered slug', async () => {
    const first = await createArticle({ title: 'Mercury Retrograde Survival Guide' });
    const second = await createArticle({ title: 'Mercury Retrograde Survival Guide' });
    expect(first.slug).toBe('mercury-retrograde-survival-guide');
    expect(second.slug).toBe('mercury-retrograde-survival-guide-2');
  });

  it('when the title is Hindi, then the slug keeps the Devanagari and the article opens by it', async () => {
    const article = await createArticle({ title: 'शनि की साढ़े साती', language: 'hi', category: 'Vedic Astrology' });
    expect(article.slug).toBe('शनि-की-साढ़े-साती');
    const opened = await t.current.api<Article>('GET', `/api/articles/${encodeURIComponent(article.slug)}`);
    expect(opened.status).toBe(200);
    expect(opened.body.categoryName).toBe('वैदिक ज्योतिष');
  });

  it('when a slug is given that another article uses, then 409', async () => {
    const first = await createArticle({ title: 'Rahu and Ketu' });
    const response = await admin('POST', '/api/admin/articles', articleForm({ title: 'Something else', slug: first.slug }));
    expect(response.status).toBe(409);
    expect(errorOf(response).message).toBe('This slug is already used by another article');
  });

  it.each([
    ['the title is missing', { title: undefined }, 'title', 'Title is required'],
    ['the title is blank', { title: '   ' }, 'title', 'Title is required'],
    ['the content is missing', { content: '' }, 'content', 'Content is required'],
    ['the excerpt is missing', { excerpt: undefined }, 'excerpt', 'Excerpt is required'],
    ['the category is missing', { category: '' }, 'category', 'Category is required'],
    ['the language is missing', { language: undefined }, 'language', 'Language is required'],
    ['the language is unsupported', { language: 'xx' }, 'language', 'Unsupported language'],
    ['the status is unknown', { status: 'archived' }, 'status', 'Status must be draft or published'],
    ['the title is a number', { title: 42 }, 'title', 'Title must be text'],
    ['the image is an outside URL', { featuredImage: 'https://evil.example/x.png' }, 'featuredImage', 'Featured image must be an uploaded image'],
    ['the category does not exist', { category: 'astro-gossip' }, 'category', 'Choose one of the blog categories'],
    ['the parent does not exist', { parentArticleId: 99999 }, 'parentArticleId', 'The original article was not found'],
    ['the image was never uploaded', { featuredImage: `/api/uploads/${'a'.repeat(32)}.png` }, 'featuredImage', 'The featured image was not found. Please upload it again.'],
  ])('when %s, then 400 with the validation message and nothing is created', async (_case, override, field, message) => {
    const before = (await admin<AdminArticlesPage>('GET', '/api/admin/articles')).body.total;
    const response = await admin('POST', '/api/admin/articles', articleForm(override));
    expect(response.status).toBe(400);
    expect(errorOf(response).fields?.[field]).toBe(message);
    expect((await admin<AdminArticlesPage>('GET', '/api/admin/articles')).body.total).toBe(before);
  });

  it('when the featured image was uploaded, then the article keeps its /api/uploads path', async () => {
    const url = await uploadPng();
    const article = await createArticle({ title: 'Moon in Rohini', featuredImage: url });
    expect(article.featuredImage).toBe(url);
    expect((await fetch(`${t.current.url}${article.featuredImage}`)).status).toBe(200);
  });

  it('when the article is created, then the audit log records it without copying the body', async () => {
    const article = await createArticle({ title: 'Audit me' });
    const log = await admin<AuditLogPage>('GET', `/api/admin/audit-log?targetType=article&targetId=${article.id}`);
    expect(log.body.items[0]).toMatchObject({
      action: 'article.create',
      before: null,
      after: { id: article.id, title: 'Audit me', contentChars: article.content.length },
    });
    expect(log.body.items[0].after).not.toHaveProperty('content');
  });
});

describe('translations', () => {
  it('when a Hindi translation is linked to an English original, then each lists the other', async () => {
    const original = await createArticle({ title: 'Navagraha Basics' });
    const hindi = await createArticle({ title: 'नवग्रह की मूल बातें', language: 'hi', parentArticleId: original.id });
    expect(hindi.parentArticleId).toBe(original.id);
    expect(hindi.translations).toEqual([{ id: original.id, slug: original.slug, language: 'en', title: 'Navagraha Basics' }]);
    const reread = await t.current.api<Article>('GET', `/api/articles/${original.slug}`);
    expect(reread.body.translations).toEqual([{ id: hindi.id, slug: hindi.slug, language: 'hi', title: 'नवग्रह की मूल बातें' }]);

    // A translation of the translation links to the same original.
    const tamil = await createArticle({ title: 'நவக்கிரகங்கள்', language: 'ta', parentArticleId: hindi.id });
    expect(tamil.parentArticleId).toBe(original.id);
  });

  it('when the family already has that language, then 409', async () => {
    const original = await createArticle({ title: 'Ketu Explained' });
    await createArticle({ title: 'केतु', language: 'hi', parentArticleId: original.id });
    const response = await admin('POST', '/api/admin/articles', articleForm({ title: 'केतु फिर से', language: 'hi', parentArticleId: original.id }));
    expect(response.status).toBe(409);
    expect(errorOf(response).message).toContain('already has a Hindi version');
  });

  it('when a draft translation exists, then the public original does not list it', async () => {
    const original = await createArticle({ title: 'Ashtakavarga Intro' });
    await createArticle({ title: 'अष्टकवर्ग', language: 'hi', parentArticleId: original.id, status: 'draft' });
    expect((await t.current.api<Article>('GET', `/api/articles/${original.slug}`)).body.translations).toEqual([]);
  });

  it('when an original with translations is deleted, then the oldest translation becomes the original', async () => {
    const original = await createArticle({ title: 'Yogini Dasha' });
    const hindi = await createArticle({ title: 'योगिनी दशा', language: 'hi', parentArticleId: original.id });
    const bengali = await createArticle({ title: 'যোগিনী দশা', language: 'bn', parentArticleId: original.id });
    expect((await admin('DELETE', `/api/admin/articles/${original.id}`)).status).toBe(204);
    const newOriginal = await admin<Article>('GET', `/api/admin/articles/${hindi.id}`);
    expect(newOriginal.body.parentArticleId).toBeUndefined();
    expect(newOriginal.body.translations.map((translation) => translation.id)).toEqual([bengali.id]);
    expect((await admin<Article>('GET', `/api/admin/articles/${bengali.id}`)).body.parentArticleId).toBe(hindi.id);
  });

  it('when an article would become a translation of its own translation, then 400', async () => {
    const original = await createArticle({ title: 'Lagna Lord' });
    const hindi = await createArticle({ title: 'लग्नेश', language: 'hi', parentArticleId: original.id });
    const response = await admin('PUT', `/api/admin/articles/${original.id}`, articleForm({ title: 'Lagna Lord', parentArticleId: hindi.id }));
    expect(response.status).toBe(400);
  });
});

describe('PUT /api/admin/articles/{id}', () => {
  it('when a draft is edited and published, then every field is replaced, the slug stays and publishedAt is set', async () => {
    const draft = await createArticle({ title: 'Draft About Ketu', status: 'draft' });
    expect(draft.publishedAt).toBeUndefined();
    expect((await t.current.api('GET', `/api/articles/${draft.slug}`)).status).toBe(404);

    const response = await admin<Article>('PUT', `/api/admin/articles/${draft.id}`, articleForm({ title: 'Ketu, Finally Explained', tags: [], content: words(10) }));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ title: 'Ketu, Finally Explained', slug: draft.slug, status: 'published', tags: [], readTime: 1 });
    expect(response.body.publishedAt).toEqual(expect.any(String));
    expect((await t.current.api('GET', `/api/articles/${draft.slug}`)).status).toBe(200);
    const log = await admin<AuditLogPage>('GET', `/api/admin/audit-log?targetType=article&targetId=${draft.id}`);
    expect(log.body.items[0]).toMatchObject({ action: 'article.update', before: { status: 'draft' }, after: { status: 'published' } });
  });

  it('when a required field is missing, then 400 with its message and the article is unchanged', async () => {
    const article = await createArticle({ title: 'Unchanged Article' });
    const response = await admin('PUT', `/api/admin/articles/${article.id}`, articleForm({ excerpt: '' }));
    expect(response.status).toBe(400);
    expect(errorOf(response).message).toBe('Excerpt is required');
    expect((await admin<Article>('GET', `/api/admin/articles/${article.id}`)).body).toEqual(article);
  });

  it('when the article does not exist, then 404; a bad id is 400', async () => {
    expect((await admin('PUT', '/api/admin/articles/99999', articleForm())).status).toBe(404);
    expect((await admin('PUT', '/api/admin/articles/abc', articleForm())).status).toBe(400);
    expect((await admin('DELETE', '/api/admin/articles/99999')).status).toBe(404);
  });
});

describe('public blog', () => {
  it('when a published article is opened, then its view count goes up by one each time', async () => {
    const article = await createArticle({ title: 'Counting Views' });
    const first = await t.current.api<Article>('GET', `/api/articles/${article.slug}`);
    const second = await t.current.api<Article>('GET', `/api/articles/${article.slug}`);
    expect(first.body.viewCount).toBe(1);
    expect(second.body.viewCount).toBe(2);
    expect(second.body.content).toBe(article.content);
  });

  it('when many readers open an article at once, then every view is counted', async () => {
    const article = await createArticle({ title: 'Popular Article' });
    await Promise.all(Array.from({ length: 20 }, () => t.current.api('GET', `/api/articles/${article.slug}`)));
    expect((await admin<Article>('GET', `/api/admin/articles/${article.id}`)).body.viewCount).toBe(20);
  });

  it('when a draft or unknown slug is opened, then 404 Article not found and no view is counted', async () => {
    const draft = await createArticle({ title: 'Secret Draft', status: 'draft' });
    const response = await t.current.api('GET', `/api/articles/${draft.slug}`);
    expect(response.status).toBe(404);
    expect(errorOf(response).message).toBe('Article not found');
    expect((await admin<Article>('GET', `/api/admin/articles/${draft.id}`)).body.viewCount).toBe(0);
    expect((await t.current.api('GET', '/api/articles/no-such-article')).status).toBe(404);
  });

  it('when filtered by language or category, then only published matches come back, newest first', async () => {
    const odia = await createArticle({ title: 'Odia Article', language: 'or', category: 'numerology' });
    await createArticle({ title: 'Odia Draft', language: 'or', status: 'draft' });
    const byLanguage = await t.current.api<ArticleSummary[]>('GET', '/api/articles?language=or');
    expect(byLanguage.body.map((summary) => summary.id)).toEqual([odia.id]);

    const byCategory = await t.current.api<ArticleSummary[]>('GET', '/api/articles?category=numerology');
    expect(byCategory.body.length).toBeGreaterThan(0);
    expect(byCategory.body.every((summary) => summary.category === 'numerology' && summary.status === 'published')).toBe(true);
    const byName = await t.current.api<ArticleSummary[]>('GET', '/api/articles?category=Numerology');
    expect(byName.body.map((summary) => summary.id)).toEqual(byCategory.body.map((summary) => summary.id));
    const published = byCategory.body.map((summary) => Date.parse(summary.publishedAt ?? ''));
    expect(published).toEqual([...published].sort((a, b) => b - a));
  });

  it('when the demo data is loaded, then the blog has English and Hindi articles linked as translations', async () => {
    const hindi = await t.current.api<ArticleSummary[]>('GET', '/api/articles?language=hi');
    const seeded = hindi.body.find((summary) => summary.slug === 'चंद्र-राशि-को-समझें');
    expect(seeded?.translations.map((translation) => translation.slug)).toEqual(['understanding-your-moon-sign']);
  });

  it('when the language filter is unsupported, then 400', async () => {
    expect((await t.current.api('GET', '/api/articles?language=klingon')).status).toBe(400);
  });
});

describe('GET /api/admin/articles', () => {
  it('when filtered by language, then drafts and published of that language come back', async () => {
    const draft = await createArticle({ title: 'Punjabi Draft', language: 'pa', status: 'draft' });
    const published = await createArticle({ title: 'Punjabi Published', language: 'pa' });
    const response = await admin<AdminArticlesPage>('GET', '/api/admin/articles?language=pa');
    expect(response.body.items.map((summary) => summary.id)).toEqual([published.id, draft.id]);
  });

  it('when a customer asks, then 403', async () => {
    const { token } = await t.current.loginAs('user');
    expect((await t.current.api('GET', '/api/admin/articles', undefined, token)).status).toBe(403);
    expect((await t.current.api('POST', '/api/admin/articles', articleForm(), token)).status).toBe(403);
  });
});

describe('article text rules', () => {
  it.each([
    ['Shani Sade Sati: What to Expect', 'shani-sade-sati-what-to-expect'],
    ["Rahu's Transit — 2026!", 'rahus-transit-2026'],
    ['  ---  ', 'article'],
    ['Français: L’astrologie', 'français-lastrologie'],
  ])('when the title is %j, then the slug is %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('when counting read time, then words are read at 200 a minute and CJK by character', () => {
    expect(readTimeMinutes('')).toBe(1);
    expect(readTimeMinutes(words(200))).toBe(1);
    expect(readTimeMinutes(words(201))).toBe(2);
    expect(readTimeMinutes('占星術'.repeat(400))).toBe(3);
  });

  it('when the language list is read, then it has 32 codes including the 21 blog languages', () => {
    expect(articleLanguageCodes).toHaveLength(32);
    expect(new Set(articleLanguageCodes).size).toBe(32);
    expect(blogLanguageCodes).toEqual(['en', 'hi', 'bn', 'te', 'mr', 'ta', 'gu', 'kn', 'ml', 'or', 'pa', 'as', 'ur', 'es', 'fr', 'de', 'pt', 'ja', 'zh', 'ar', 'ru']);
  });
});
