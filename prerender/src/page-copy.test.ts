// The fallback rule: a message a language's catalogue lacks is shown in English, for that message only, and marked
// as English in the page, never passed off as a translation. Here mf-content's Hindi catalogue lacks one message.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadPageCopy, pageCopy } from './page-copy';

jest.mock('../../mf-content/src/locales/hi.json', () => {
  const actual = jest.requireActual<{ blog: { article: Record<string, string> } }>('../../mf-content/src/locales/hi.json');
  const { back: _untranslated, ...article } = actual.blog.article;
  return { ...actual, blog: { ...actual.blog, article } };
});

const english = jest.requireActual<{ blog: { meta: { title: string }; article: { back: string } } }>('../../mf-content/src/locales/en.json');
const hindi = jest.requireActual<{ blog: { meta: { title: string } } }>('../../mf-content/src/locales/hi.json');

beforeAll(() => loadPageCopy());

describe('page copy', () => {
  it('when the Hindi catalogue lacks a message, then that message is English and marked lang="en", and the others stay Hindi', () => {
    const copy = pageCopy('hi');
    const back = copy.t('content', 'blog.article.back');
    expect(back.text).toBe(english.blog.article.back);
    expect(back.language).toBe('en');
    expect(back.toHtml()).toBe(`<span lang="en">${english.blog.article.back}</span>`);
    const title = copy.t('content', 'blog.meta.title');
    expect(title.text).toBe(hindi.blog.meta.title);
    expect(title.toHtml()).toBe(hindi.blog.meta.title);
  });

  it('when a page is in a right-to-left language, then an English message in it is marked left to right too', () => {
    expect(pageCopy('en', 'ur').t('content', 'blog.article.back').toHtml()).toBe(`<span lang="en" dir="ltr">${english.blog.article.back}</span>`);
  });

  it('when a message is in no catalogue at all, then the page is not prerendered rather than showing its key', () => {
    expect(() => pageCopy('hi').t('content', 'blog.article.noSuchMessage')).toThrow('The content catalogue has no message blog.article.noSuchMessage');
  });

  it("when the namespaces are compared with the projects' own registrations (their use-text.ts), then they are the same", () => {
    const registered = (project: string) => /namespace: '([^']+)'/.exec(readFileSync(join(__dirname, '../..', project, 'src/locales/use-text.ts'), 'utf8'))?.[1];
    expect(['mf-content', 'mf-marketplace', 'shell'].map(registered)).toEqual(['content', 'marketplace', 'shell']);
  });
});
