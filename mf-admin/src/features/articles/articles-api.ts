import {
  articlesRoutes,
  categoriesRoutes,
  requestTo,
  type AdminArticlesPage,
  type AdminArticlesQuery,
  type Article,
  type ArticleRequest,
  type Category,
} from '@astrosetu/contracts';
import { adminApi, afterAdminWrite } from '../../shared/api/admin-api';
import { withoutEmptyValues } from '../../shared/api/page-query';

export type ArticlesQuery = Omit<AdminArticlesQuery, 'q'> & { q?: string };

const articleWrite = ['AdminArticles', ...afterAdminWrite] as const;

/** The admin's article calls and the blog categories. */
export const articlesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminArticles: build.query<AdminArticlesPage, ArticlesQuery>({
      query: (query) => requestTo(articlesRoutes.adminList, { query: withoutEmptyValues(query) }),
      providesTags: ['AdminArticles'],
    }),
    /** One article with its markdown (the list leaves the content out). */
    adminArticle: build.query<Article, number>({
      query: (id) => requestTo(articlesRoutes.adminOne, { params: { id } }),
      providesTags: ['AdminArticles'],
    }),
    createArticle: build.mutation<Article, ArticleRequest>({
      query: (body) => requestTo(articlesRoutes.create, { body }),
      invalidatesTags: [...articleWrite],
    }),
    updateArticle: build.mutation<Article, { id: number; body: ArticleRequest }>({
      query: ({ id, body }) => requestTo(articlesRoutes.update, { params: { id }, body }),
      invalidatesTags: [...articleWrite],
    }),
    deleteArticle: build.mutation<void, number>({
      query: (id) => requestTo(articlesRoutes.delete, { params: { id } }),
      invalidatesTags: [...articleWrite],
    }),
    categories: build.query<Category[], void>({
      query: () => requestTo(categoriesRoutes.list, { query: {} }),
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
