import {
  articlesEndpoints,
  categoriesEndpoints,
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
      query: (query) => requestTo(articlesEndpoints.adminList, { query: withoutEmptyValues(query) }),
      providesTags: ['AdminArticles'],
    }),
    /** One article with its markdown (the list leaves the content out). */
    adminArticle: build.query<Article, number>({
      query: (id) => requestTo(articlesEndpoints.adminOne, { params: { id } }),
      providesTags: ['AdminArticles'],
    }),
    createArticle: build.mutation<Article, ArticleRequest>({
      query: (body) => requestTo(articlesEndpoints.create, { body }),
      invalidatesTags: [...articleWrite],
    }),
    updateArticle: build.mutation<Article, { id: number; body: ArticleRequest }>({
      query: ({ id, body }) => requestTo(articlesEndpoints.update, { params: { id }, body }),
      invalidatesTags: [...articleWrite],
    }),
    deleteArticle: build.mutation<void, number>({
      query: (id) => requestTo(articlesEndpoints.delete, { params: { id } }),
      invalidatesTags: [...articleWrite],
    }),
    categories: build.query<Category[], void>({
      query: () => requestTo(categoriesEndpoints.list, { query: {} }),
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
