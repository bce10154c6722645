import { DEFAULT_UI_LANGUAGE, uiLanguageCodes, type UiLanguage } from '@astrosetu/contracts';
import type { ArticleRecord } from '../articles/article.repository';

/** One <url> of the sitemap; `alternates` are the language versions of the same page (hreflang). */
export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD or a full ISO time. */
  lastmod?: string;
  alternates?: Array<{ hreflang: string; path: string }>;
}

const xmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (character) => xmlEscapes[character]);

/** The public address of a path: the site's origin (PUBLIC_SITE_URL) and the path, its slug percent-encoded. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(encodeURI(path), `${siteUrl.replace(/\/+$/, '')}/`).toString();
}

/**
 * A page's address in an interface language, as the prerenderer serves it and the app opens it: `?lang=<code>`,
 * none for the default language, the page's other parameters kept (prerender/src/languages.ts, pathInLanguage).
 */
export function pathInLanguage(path: string, language: UiLanguage): string {
  const url = new URL(path, 'http://site');
  if (language === DEFAULT_UI_LANGUAGE) url.searchParams.delete('lang');
  else url.searchParams.set('lang', language);
  return url.pathname + url.search;
}

/**
 * A page offered in every interface language: one <url> per language, each listing all of them and x-default (the
 * default language's address) as alternates, as the hreflang protocol asks (every version names every version).
 */
export function languageVersionEntries(path: string, lastmod?: string): SitemapEntry[] {
  const languages = [DEFAULT_UI_LANGUAGE, ...uiLanguageCodes.filter((code) => code !== DEFAULT_UI_LANGUAGE)];
  const alternates = [
    ...languages.map((language) => ({ hreflang: language, path: pathInLanguage(path, language) })),
    { hreflang: 'x-default', path: pathInLanguage(path, DEFAULT_UI_LANGUAGE) },
  ];
  return languages.map((language) => ({ path: pathInLanguage(path, language), ...(lastmod ? { lastmod } : {}), alternates }));
}

const rootOf = (article: ArticleRecord): number => article.parentArticleId ?? article.id;

/**
 * Each published article, with every published language version of it as an alternate (itself included, as
 * Google asks) and x-default pointing at the English version, or at the original when there is no English one.
 */
export function articleEntries(published: ArticleRecord[]): SitemapEntry[] {
  const families = new Map<number, ArticleRecord[]>();
  for (const article of published) families.set(rootOf(article), [...(families.get(rootOf(article)) ?? []), article]);
  return published.map((article) => {
    const family = families.get(rootOf(article)) ?? [article];
    const entry: SitemapEntry = { path: `/blog/${article.slug}`, lastmod: article.updatedAt || article.publishedAt };
    if (family.length > 1) {
      const fallback = family.find((member) => member.language === 'en') ?? family.find((member) => member.id === rootOf(article)) ?? family[0];
      entry.alternates = [
        ...family.map((member) => ({ hreflang: member.language, path: `/blog/${member.slug}` })),
        { hreflang: 'x-default', path: `/blog/${fallback.slug}` },
      ];
    }
    return entry;
  });
}

/** The sitemap protocol's XML (sitemaps.org 0.9) with xhtml:link alternates. */
export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lines = [`    <loc>${escapeXml(absoluteUrl(siteUrl, entry.path))}</loc>`];
    if (entry.lastmod) lines.push(`    <lastmod>${escapeXml(entry.lastmod)}</lastmod>`);
    for (const alternate of entry.alternates ?? []) {
      lines.push(`    <xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(absoluteUrl(siteUrl, alternate.path))}"/>`);
    }
    return `  <url>\n${lines.join('\n')}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
