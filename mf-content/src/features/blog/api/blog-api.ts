import { articlesRoutes, categoriesRoutes, requestTo, type Article, type ArticleLanguage, type ArticleSummary, type Category } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

export interface ArticlesArgs {
  language: ArticleLanguage;
  category?: string;
}

/** The public blog: published articles (newest first), one article by slug, and the categories. */
export const blogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getArticles: build.query<ArticleSummary[], ArticlesArgs>({
      query: ({ language, category }) => requestTo(articlesRoutes.published, { query: { language, category: category || undefined } }),
      keepUnusedDataFor: 300,
    }),
    getArticle: build.query<Article, string>({
      query: (slug) => requestTo(articlesRoutes.bySlug, { params: { slug } }),
      // Each visit counts a view on the server; do not re-ask for a page already open.
      keepUnusedDataFor: 300,
    }),
    getCategories: build.query<Category[], ArticleLanguage>({
      query: (language) => requestTo(categoriesRoutes.list, { query: { language } }),
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetArticlesQuery, useGetArticleQuery, useGetCategoriesQuery } = blogApi;
