import { apiUrlOf, articlesRoutes, DEFAULT_UI_LANGUAGE, seoRoutes, type Article, type ArticleLanguage, type ArticleSummary } from '@astrosetu/contracts';
import { formatLongDate } from '@astrosetu/design-system/format';
import { html, raw } from '../html';
import { pathInLanguage, siteLanguages, textDirection } from '../languages';
import { markdownRenderer } from '../markdown';
import { pageCopy, type PageCopy } from '../page-copy';
import type { PrerenderedPage } from '../prerendered-page';
import { hero, homeCrumb, listOf, section, siteLink } from './page-parts';
import type { PageRequest } from './page-request';

/** dir="rtl" for an element in a right-to-left language, nothing otherwise. */
const dirOf = (language: string) => (textDirection(language) === 'rtl' ? 'rtl' : undefined);

/**
 * The articles' language of /blog (web: useBlogLanguage): ?articles=, else an older link's ?lang= naming a language
 * the site is not offered in, else the site's language.
 */
function articlesLanguage({ query, language }: PageRequest): string {
  const lang = query.get('lang') ?? '';
  const olderLink = /^[a-z]{2,3}$/.test(lang) && !(siteLanguages as string[]).includes(lang) ? lang : undefined;
  return [query.get('articles'), olderLink].find((code) => /^[a-z]{2,3}$/.test(code ?? '')) ?? language;
}

const blogCrumb = (copy: PageCopy) => ({ name: String(copy.t('shell', 'links.blog')), path: siteLink('/blog', copy.language) });

/** /blog: the hero and the latest articles in the chosen articles' language. */
export async function blogListPage(request: PageRequest): Promise<PrerenderedPage> {
  const { copy, api, language } = request;
  const articles = articlesLanguage(request);
  const list = listOf<ArticleSummary>((await api(apiUrlOf(articlesRoutes.published, { query: { language: articles as ArticleLanguage, limit: 50 } }))).body);
  const title = copy.t('content', 'blog.meta.title');
  const subtitle = copy.t('content', 'blog.meta.subtitle');
  // ?articles= only when it is not what the site's language gives anyway.
  const path = siteLink(articles === language ? '/blog' : `/blog?articles=${articles}`, language);
  return {
    status: 200,
    title: String(title),
    description: String(subtitle),
    path,
    language,
    alternates: siteLanguages
      .map((code) => ({ hreflang: code as string, path: pathInLanguage(path, code) }))
      .concat({ hreflang: 'x-default', path: pathInLanguage(path, DEFAULT_UI_LANGUAGE) }),
    breadcrumbs: [homeCrumb(copy), blogCrumb(copy)],
    body: html`${hero({ eyebrow: copy.t('content', 'blog.meta.eyebrow'), title, subtitle })}${section(
      copy.t('content', 'blog.latestHeading'),
      html`<ul class="pr-cards">${list.map(
        (article) => html`<li class="pr-card" lang="${article.language}"${dirOf(article.language) ? html` dir="rtl"` : ''}><h3><a href="${siteLink(`/blog/${encodeURIComponent(article.slug)}`, language)}">${article.title}</a></h3>
<p>${article.excerpt}</p><p class="pr-meta" lang="${language}" dir="${textDirection(language)}">${article.categoryName} · ${copy.format(() => formatLongDate(article.publishedAt ?? ''))} · ${copy.t('content', 'blog.readTime', { count: article.readTime })}</p></li>`,
      )}</ul>`,
    )}`,
  };
}

/**
 * /blog/{slug}: the whole article, sanitised, in its own language (<html lang> and dir are the article's); the
 * words around it (back link, reading time, author) in the interface language, marked as such. Its hreflang
 * alternates are its language versions; x-default is the English one (else the original).
 */
export async function blogArticlePage(request: PageRequest, slug: string): Promise<PrerenderedPage> {
  const { api, language } = request;
  const answer = await api(apiUrlOf(seoRoutes.article, { params: { slug } }));
  if (answer.status === 404) return articleNotFound(request, slug);
  if (answer.status !== 200) throw new Error(`The API answered ${answer.status} for the article ${slug}`);
  const article = answer.body as Article;
  const copy = pageCopy(language, article.language);
  const articlePath = siteLink(`/blog/${article.slug}`, language);
  const family = [{ language: article.language, slug: article.slug, id: article.id }, ...article.translations];
  const english = family.find((member) => member.language === 'en') ?? family.find((member) => member.id === article.parentArticleId) ?? family[0];
  const description = article.metaDescription || article.excerpt;
  const render = markdownRenderer();
  // The date as the interface language writes it, marked so inside an article in another language.
  const date = article.publishedAt ? copy.format(() => formatLongDate(article.publishedAt ?? '')) : '';
  const published = date && (language === article.language ? date : html`<span lang="${language}">${date}</span>`);
  const category = { name: article.categoryName, path: siteLink(`/blog/category/${article.category}`, language) };
  return {
    status: 200,
    title: article.metaTitle || article.title,
    description,
    path: articlePath,
    language: article.language,
    ogType: 'article',
    image: article.featuredImage || undefined,
    alternates:
      family.length > 1
        ? [
            ...family.map((member) => ({ hreflang: member.language, path: siteLink(`/blog/${member.slug}`, language) })),
            { hreflang: 'x-default', path: siteLink(`/blog/${english.slug}`, language) },
          ]
        : [],
    breadcrumbs: [homeCrumb(copy), blogCrumb(copy), category, { name: article.title, path: articlePath }],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: article.title,
        description,
        inLanguage: article.language,
        datePublished: article.publishedAt,
        dateModified: article.updatedAt,
        author: { '@type': 'Person', name: article.author.username },
        // eslint-disable-next-line no-restricted-syntax -- a schema.org logo on the site, not an API request
        publisher: { '@type': 'Organization', name: String(copy.t('shell', 'brand.name')), logo: { '@type': 'ImageObject', url: '/favicon.svg' } },
        mainEntityOfPage: articlePath,
        ...(article.featuredImage ? { image: article.featuredImage } : {}),
        keywords: article.metaKeywords?.length ? article.metaKeywords.join(', ') : undefined,
      },
    ],
    body: html`<article class="pr-wrap pr-article">
<p><a href="${siteLink('/blog', language)}">${copy.t('content', 'blog.article.back')}</a> · <a href="${category.path}">${article.categoryName}</a></p>
<h1>${article.title}</h1>
<p class="pr-lead">${article.excerpt}</p>
<p class="pr-meta">${copy.t('content', 'blog.article.by', { author: article.author.username })}${published ? html` · ${published}` : ''} · ${copy.t('content', 'blog.readTime', { count: article.readTime })}</p>
${article.featuredImage ? html`<img class="pr-image" src="${article.featuredImage}" alt="">` : ''}
<div class="pr-prose">${raw(render(article.content))}</div>
${
  article.translations.length
    ? html`<p class="pr-meta">${copy.t('content', 'blog.article.alsoIn')} ${article.translations.map(
        (translation, index) =>
          html`${index ? ', ' : ''}<a href="${siteLink(`/blog/${encodeURIComponent(translation.slug)}`, language)}" lang="${translation.language}" hreflang="${translation.language}">${translation.title}</a>`,
      )}</p>`
    : ''
}
</article>`,
  };
}

/** An unknown slug: a 404 page that says so, in the interface language, and asks not to be indexed. */
function articleNotFound({ copy, language }: PageRequest, slug: string): PrerenderedPage {
  const title = copy.t('content', 'blog.article.notFoundTitle');
  const description = copy.t('content', 'blog.article.notFoundDescription');
  return {
    status: 404,
    title: String(title),
    description: String(description),
    path: siteLink(`/blog/${slug}`, language),
    language,
    noindex: true,
    body: section('', html`<h1>${title}</h1><p>${description}</p><p><a href="${siteLink('/blog', language)}">${copy.t('content', 'blog.article.back')}</a></p>`),
  };
}
