import { z } from 'zod';
import {
  adminArticlesPageSchema,
  adminArticlesQuerySchema,
  articleRequestSchema,
  articleSchema,
  articleSlugParamsSchema,
  articleSummarySchema,
  publicArticlesQuerySchema,
} from '../article';
import { idParamsSchema } from '../ids';
import { emptyResponse, endpoint, schemaResponse, type Endpoint } from './endpoint';

/** The blog (api/src/modules/articles): the public reads published articles; admins write every article. */
export const articlesEndpoints = {
  published: endpoint({
    method: 'GET',
    path: '/articles',
    summary: 'The published articles, newest first, without their content (by language and category)',
    access: 'public',
    query: publicArticlesQuerySchema,
    response: schemaResponse('ArticleSummary[]', z.array(articleSummarySchema)),
  }),
  bySlug: endpoint({
    method: 'GET',
    path: '/articles/:slug',
    summary: 'One published article with its content (counts a view)',
    access: 'public',
    params: articleSlugParamsSchema,
    response: schemaResponse('Article', articleSchema),
  }),
  adminList: endpoint({
    method: 'GET',
    path: '/admin/articles',
    summary: 'One page of every article, drafts included, without their content',
    access: 'admin',
    query: adminArticlesQuerySchema,
    response: schemaResponse('AdminArticlesPage', adminArticlesPageSchema),
  }),
  adminOne: endpoint({
    method: 'GET',
    path: '/admin/articles/:id',
    summary: 'One article, draft or published, with its content',
    access: 'admin',
    params: idParamsSchema,
    response: schemaResponse('Article', articleSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/admin/articles',
    summary: 'Write a new article',
    access: 'admin',
    body: articleRequestSchema,
    response: schemaResponse('Article', articleSchema),
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/admin/articles/:id',
    summary: 'Replace an article',
    access: 'admin',
    params: idParamsSchema,
    body: articleRequestSchema,
    response: schemaResponse('Article', articleSchema),
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/admin/articles/:id',
    summary: 'Delete an article',
    access: 'admin',
    params: idParamsSchema,
    response: emptyResponse,
  }),
} satisfies Record<string, Endpoint>;
