import { periodRange, todayInIndia } from '../../../astrology/horoscope/periods';
import { articleRepository } from '../../articles/article.repository';
import { horoscopePages, horoscopeSignPaths, staticPublicPaths } from '../public-pages';
import { articleEntries, languageVersionEntries, sitemapXml, type SitemapEntry } from '../sitemap';

/** More than the blog will hold for years; the sitemap protocol allows 50,000 URLs per file. */
const MAX_ARTICLES = 45_000;

/**
 * The sitemap: the static public pages and each sign's daily, weekly and monthly horoscope (lastmod: the first day
 * of the period now shown in India, when its reading changed), each in every interface language with its hreflang
 * alternates, and every published article in each of its languages (lastmod: its last edit).
 */
export async function buildSitemap(siteUrl: string, now: Date): Promise<string> {
  const today = todayInIndia(now);
  const articles = articleEntries(await articleRepository.listPublished({ limit: MAX_ARTICLES }));
  const latestArticle = articles.map((entry) => entry.lastmod ?? '').sort().at(-1);
  const entries: SitemapEntry[] = [
    ...staticPublicPaths.flatMap((path) => languageVersionEntries(path, path === '/blog' && latestArticle ? latestArticle : undefined)),
    ...horoscopePages.flatMap(({ path, period }) => {
      const lastmod = periodRange(period, today).start;
      return horoscopeSignPaths(path).flatMap((signPath) => languageVersionEntries(signPath, lastmod));
    }),
    ...articles,
  ];
  return sitemapXml(siteUrl, entries);
}
