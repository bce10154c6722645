import type { AdminArticlesPage, AdminArticlesQuery, Article, ArticleRequest, Category } from '@astrosetu/contracts';
import { adminApi, afterAdminWrite } from '../../shared/api/admin-api';
import { queryParams } from '../../shared/api/page-query';

export type ArticlesQuery = Omit<AdminArticlesQuery, 'q'> & { q?: string };

const articleWrite = ['AdminArticles', ...afterAdminWrite] as const;

/** The admin's article calls and the blog categories. */
export const articlesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminArticles: build.query<AdminArticlesPage, ArticlesQuery>({
      query: (query) => ({ url: 'admin/articles', params: queryParams(query) }),
      providesTags: ['AdminArticles'],
    }),
    /** One article with its markdown (the list leaves the content out). */
    adminArticle: build.query<Article, number>({
      query: (id) => `admin/articles/${id}`,
      providesTags: ['AdminArticles'],
    }),
    createArticle: build.mutation<Article, ArticleRequest>({
      query: (body) => ({ url: 'admin/articles', method: 'POST', body }),
      invalidatesTags: [...articleWrite],
    }),
    updateArticle: build.mutation<Article, { id: number; body: ArticleRequest }>({
      query: ({ id, body }) => ({ url: `admin/articles/${id}`, method: 'PUT', body }),
      invalidatesTags: [...articleWrite],
    }),
    deleteArticle: build.mutation<void, number>({
      query: (id) => ({ url: `admin/articles/${id}`, method: 'DELETE' }),
      invalidatesTags: [...articleWrite],
    }),
    categories: build.query<Category[], void>({
      query: () => 'categories',
      providesTags: ['Categories'],
    }),
  }),
});

export const {
  useAdminArticlesQuery,
  useAdminArticleQuery,
  useCreateArticleMutation,
  useUpdateArticleMutation,
  useDeleteArticleMutation,
  useCategoriesQuery,
} = articlesApi;
