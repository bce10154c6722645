import type { Article, ArticleSummary, Category } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

export interface ArticlesArgs {
  language: string;
  category?: string;
}

/** The public blog: published articles (newest first), one article by slug, and the categories. */
export const blogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getArticles: build.query<ArticleSummary[], ArticlesArgs>({
      query: ({ language, category }) => ({ url: 'articles', params: { language, ...(category ? { category } : {}) } }),
      keepUnusedDataFor: 300,
    }),
    getArticle: build.query<Article, string>({
      query: (slug) => `articles/${encodeURIComponent(slug)}`,
      // Each visit counts a view on the server; do not re-ask for a page already open.
      keepUnusedDataFor: 300,
    }),
    getCategories: build.query<Category[], string>({
      query: (language) => ({ url: 'categories', params: { language } }),
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetArticlesQuery, useGetArticleQuery, useGetCategoriesQuery } = blogApi;
