import type { Article, ArticleSummary, ArticleTranslation } from '@astrosetu/contracts';
import { categoryRepository } from '../categories/category.repository';
import { articleRepository, type ArticleRecord } from './article.repository';

export interface PresentOptions {
  /** Public answers list only published translations. */
  publishedOnly: boolean;
}

const rootOf = (record: ArticleRecord) => record.parentArticleId ?? record.id;

function toTranslation(record: ArticleRecord): ArticleTranslation {
  return { id: record.id, slug: record.slug, language: record.language, title: record.title };
}

/** Adds the category's name in the article's language and the other language versions, with two reads. */
export async function presentArticles(records: ArticleRecord[], options: PresentOptions): Promise<Article[]> {
  const [catalog, relatives] = await Promise.all([
    categoryRepository.catalog(),
    articleRepository.families([...new Set(records.map(rootOf))]),
  ]);
  return records.map((record) => {
    const { authorId, authorName, ...fields } = record;
    const translations = relatives
      .filter((other) => rootOf(other) === rootOf(record) && other.id !== record.id)
      .filter((other) => !options.publishedOnly || other.status === 'published')
      .map(toTranslation);
    return {
      ...fields,
      categoryName: catalog.nameOf(record.category, record.language),
      author: { id: authorId, username: authorName },
      translations,
    };
  });
}

export async function presentArticle(record: ArticleRecord, options: PresentOptions): Promise<Article> {
  const [article] = await presentArticles([record], options);
  return article;
}

export function withoutContent(article: Article): ArticleSummary {
  const { content: _content, ...summary } = article;
  return summary;
}
