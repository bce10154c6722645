import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toHaveNoViolations } from 'jest-axe';
import type { Article, User } from '@astrosetu/contracts';
import { axe } from '../shared/test/axe';
import { mockApi, serverError, type ApiAnswer } from '@astrosetu/web-core/testing';
import { aCustomer, anAdmin, anArticle, anArticleSummary, aPage, someCategories } from '../shared/test/fixtures';
import { renderRoute } from '../shared/test/render-route';
import AdminArticlesPage from './admin-articles-page';

expect.extend(toHaveNoViolations);
// Dialog journeys render many fields; on a busy CI machine they take longer than the default.
jest.setTimeout(90_000);

const english = anArticleSummary();
const hindi = anArticleSummary({ id: 6, slug: 'shani-vapasi', title: 'शनि की वापसी', language: 'hi', parentArticleId: 5, status: 'draft' });

function fakeArticlesApi(overrides: Record<string, ApiAnswer> = {}) {
  return mockApi({
    'GET /api/admin/articles': (call) => ({
      status: 200,
      body: aPage([english, hindi].filter((article) => !call.params.language || article.language === call.params.language)),
    }),
    'GET /api/categories': { status: 200, body: someCategories() },
    ...overrides,
  });
}

function openArticles(user: User | null = anAdmin()) {
  return renderRoute({ path: '/admin-articles', routePath: '/admin-articles', element: <AdminArticlesPage />, user });
}

async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function expectToast(title: string) {
  const region = screen.getByRole('region', { name: /Notifications/, hidden: true });
  await waitFor(() => expect(region).toHaveTextContent(title));
}

async function chooseOption(dialog: HTMLElement, label: RegExp, option: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: label }));
  await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

async function openNewArticle() {
  await userEvent.click(await screen.findByRole('button', { name: 'New article' }));
  return screen.getByRole('dialog', { name: 'New article' });
}

/** Fills every required field of the new-article dialog (language stays English). */
async function fillRequired(dialog: HTMLElement) {
  await fill(within(dialog).getByLabelText(/^Title/), 'Mercury Retrograde');
  await fill(within(dialog).getByLabelText(/^Excerpt/), 'Why messages go astray.');
  await fill(within(dialog).getByLabelText(/^Content \(Markdown\)/), '## Slow down\n\nCheck **twice**.');
  await chooseOption(dialog, /^Category/, 'Numerology');
}

function aPngOf(bytes: number) {
  const file = new File(['png'], 'cover.png', { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

/** jsdom matches no media query; a wide screen matches every min-width one. */
function widenScreen() {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({ ...original(query), matches: /min-width/.test(query) && !/max-width/.test(query) })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

let restoreScreen: (() => void) | undefined;
afterEach(() => restoreScreen?.());

describe('/admin-articles access', () => {
  it('a customer sees Access Denied and no article is requested', async () => {
    const api = fakeArticlesApi();
    openArticles(aCustomer());
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/articles')).toHaveLength(0);
  });
});

describe('/admin-articles list', () => {
  it('lists articles from the server with their language, status and translations, and filters by language there', async () => {
    const api = fakeArticlesApi();
    const { baseElement } = openArticles();
    const table = await screen.findByRole('table', { name: 'Articles' });
    await within(table).findByText('Saturn Return');
    expect(within(table).getByText('शनि की वापसी').closest('tr')).toHaveTextContent('Draft');
    expect(api.callsTo('GET', '/api/admin/articles')[0].params).toEqual({ page: '1', pageSize: '20', sort: 'id', order: 'desc' });

    await userEvent.click(screen.getByRole('combobox', { name: 'Language' }));
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: /हिन्दी/ }));
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/articles').at(-1)?.params).toMatchObject({ language: 'hi', page: '1' }));
    await waitFor(() => expect(within(table).queryByText('Saturn Return')).not.toBeInTheDocument());
    expect(await axe(baseElement)).toHaveNoViolations();
  });

  it('offers all 32 article languages in the filter', async () => {
    fakeArticlesApi();
    openArticles();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Language' }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(33);
  });
});

describe('the article dialog', () => {
  it("shows the validation messages for every missing required field and sends nothing", async () => {
    const api = fakeArticlesApi();
    openArticles();
    const dialog = await openNewArticle();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create article' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Content is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Excerpt is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Category is required')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/articles')).toHaveLength(0);
  });

  it("asks for a language when a translation is started ('Language is required')", async () => {
    fakeArticlesApi({ 'GET /api/admin/articles/5': { status: 200, body: anArticle() } });
    openArticles();
    await userEvent.click(await screen.findByRole('button', { name: 'Translate Saturn Return' }));
    const dialog = screen.getByRole('dialog', { name: 'New translation' });
    expect(await within(dialog).findByLabelText(/^Title/)).toHaveValue('Saturn Return');
    expect(within(dialog).getByRole('combobox', { name: 'Translation of' })).toHaveValue('Saturn Return · English');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create article' }));
    expect(await within(dialog).findByText('Language is required')).toBeInTheDocument();
  });

  it('renders the markdown as a live, sanitised preview beside the editor on a wide screen', async () => {
    restoreScreen = widenScreen();
    fakeArticlesApi();
    openArticles();
    const dialog = await openNewArticle();
    await fill(within(dialog).getByLabelText(/^Content \(Markdown\)/), '# Rahu and Ketu\n\nThe **nodes**. <img src="x" onerror="alert(1)"><script>alert(2)</script>');
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    expect(await within(preview).findByRole('heading', { name: 'Rahu and Ketu', level: 1 })).toBeInTheDocument();
    expect(within(preview).getByText('nodes').tagName).toBe('STRONG');
    expect(preview.innerHTML).not.toMatch(/onerror|<script/);
  });

  it('previews what readers will get: an iframe, a form and inline styles the article page strips are stripped here too', async () => {
    restoreScreen = widenScreen();
    fakeArticlesApi();
    openArticles();
    const dialog = await openNewArticle();
    await fill(
      within(dialog).getByLabelText(/^Content \(Markdown\)/),
      'Read on.\n\n<iframe src="https://evil.example"></iframe><form action="https://evil.example"><input name="p"></form><p style="position:fixed">Kept text</p>',
    );
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    expect(await within(preview).findByText('Kept text')).toBeInTheDocument();
    expect(preview.querySelector('iframe, form, input, [style]')).toBeNull();
  });

  it('on a phone, shows Write and Preview as tabs', async () => {
    fakeArticlesApi();
    openArticles();
    const dialog = await openNewArticle();
    await fill(within(dialog).getByLabelText(/^Content \(Markdown\)/), '## Shani');
    expect(within(dialog).queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Preview' }));
    expect(within(dialog).getByRole('heading', { name: 'Shani', level: 2 })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Write' }));
    expect(within(dialog).getByLabelText(/^Content \(Markdown\)/)).toHaveValue('## Shani');
  });

  it('creates a published Hindi article with tags, SEO fields and the featured image it uploaded', async () => {
    const api = fakeArticlesApi({
      'POST /api/admin/uploads/image': { status: 201, body: { url: '/api/uploads/0123456789abcdef0123456789abcdef.png', contentType: 'image/png', size: 3 } },
      'POST /api/admin/articles': (call) => ({ status: 201, body: anArticle({ ...(call.body as Partial<Article>), id: 9 }) }),
    });
    openArticles();
    const dialog = await openNewArticle();
    await fillRequired(dialog);
    await chooseOption(dialog, /^Language/, 'हिन्दी Hindi');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Published' }));
    await fill(within(dialog).getByLabelText('Tags'), ' mercury, retrograde ,, mercury');
    expect(within(dialog).getByRole('list', { name: 'Tags as they will be saved' })).toHaveTextContent('mercuryretrograde');
    await fill(within(dialog).getByLabelText('Meta title'), 'Mercury Retrograde 2025');
    await userEvent.upload(within(dialog).getByLabelText('Featured image file'), aPngOf(3));
    expect(await within(dialog).findByRole('img', { name: 'Featured image of Mercury Retrograde' })).toHaveAttribute(
      'src',
      '/api/uploads/0123456789abcdef0123456789abcdef.png',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create article' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/admin/articles')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/admin/articles')[0].body).toMatchObject({
      title: 'Mercury Retrograde',
      category: 'numerology',
      language: 'hi',
      status: 'published',
      tags: ['mercury', 'retrograde'],
      metaTitle: 'Mercury Retrograde 2025',
      featuredImage: '/api/uploads/0123456789abcdef0123456789abcdef.png',
      parentArticleId: null,
    });
    await expectToast('Article created');
  });

  it("refuses an image of 5 MB or more in the browser ('Image size should be less than 5MB') without uploading it", async () => {
    const api = fakeArticlesApi();
    openArticles();
    const dialog = await openNewArticle();
    await userEvent.upload(within(dialog).getByLabelText('Featured image file'), aPngOf(5 * 1024 * 1024));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Image size should be less than 5MB');
    expect(api.callsTo('POST', '/api/admin/uploads/image')).toHaveLength(0);

    await userEvent.upload(within(dialog).getByLabelText('Featured image file'), aPngOf(5 * 1024 * 1024 - 1));
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/uploads/image')).toHaveLength(1));
  });

  it("says 'Failed to upload image' when the upload fails", async () => {
    fakeArticlesApi({
      'POST /api/admin/uploads/image': { status: 400, body: { error: { code: 'VALIDATION_FAILED', message: 'Only PNG, JPEG, WebP or GIF images can be uploaded' } } },
    });
    openArticles();
    const dialog = await openNewArticle();
    await userEvent.upload(within(dialog).getByLabelText('Featured image file'), aPngOf(100));
    await expectToast('Failed to upload image');
    await expectToast('Only PNG, JPEG, WebP or GIF images can be uploaded');
  });

  it("says 'Failed to create article' and keeps the dialog open when the server refuses", async () => {
    fakeArticlesApi({ 'POST /api/admin/articles': { status: 409, body: { error: { code: 'CONFLICT', message: 'This slug is already used by another article' } } } });
    openArticles();
    const dialog = await openNewArticle();
    await fillRequired(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create article' }));
    await expectToast('Failed to create article');
    expect(screen.getByRole('dialog', { name: 'New article' })).toBeInTheDocument();
  });

  it("edits an article loaded with its content, and says 'Failed to update article' on failure", async () => {
    const api = fakeArticlesApi({
      'GET /api/admin/articles/5': { status: 200, body: anArticle() },
      'PUT /api/admin/articles/5': serverError(),
    });
    openArticles();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Saturn Return' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit article' });
    expect(await within(dialog).findByLabelText(/^Content \(Markdown\)/)).toHaveValue('# Saturn\n\nA **slow** planet.');
    expect(within(dialog).getByLabelText('Tags')).toHaveValue('saturn, transits');
    await fill(within(dialog).getByLabelText(/^Excerpt/), ' Updated.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save article' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/admin/articles/5')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/admin/articles/5')[0].body).toMatchObject({ excerpt: 'What the return of Saturn means. Updated.', slug: 'saturn-return', tags: ['saturn', 'transits'] });
    await expectToast('Failed to update article');
  });
});

describe('deleting an article', () => {
  it('asks first, deletes on confirmation, and says so when it fails', async () => {
    const api = fakeArticlesApi({ 'DELETE /api/admin/articles/5': serverError() });
    openArticles();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Saturn Return' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete "Saturn Return"?' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this article? This action cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/admin/articles/5')).toHaveLength(1));
    await expectToast('Failed to delete article');
  });
});
