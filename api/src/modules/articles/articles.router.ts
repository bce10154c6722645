import { Router } from 'express';
import {
  adminArticlesQuerySchema,
  type AdminArticlesPage,
  articleRequestSchema,
  articleSlugParamsSchema,
  idParamsSchema,
  publicArticlesQuerySchema,
} from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/errors/app-error';
import { currentUser } from '../../shared/http/auth-guards';
import { parseBody, parseParams, parseQuery } from '../../shared/http/validate';
import { localDataDir } from '../../shared/storage/local-data-dir';
import { categoryRepository } from '../categories/category.repository';
import { createImageStore, type ImageStore } from '../uploads/image-store';
import { presentArticle, presentArticles, withoutContent } from './article-presenter';
import { articleRepository } from './article.repository';
import { deleteArticle } from './use-cases/delete-article';
import { createArticle, updateArticle } from './use-cases/save-article';

/**
 * The blog: the public reads published articles (GET /api/articles, /api/articles/{slug}); admins
 * write every article (/api/admin/articles).
 */
export function createArticlesRouter(ctx: AppContext, images: ImageStore = createImageStore(localDataDir('uploads', ctx.config.uploadDir))): Router {
  const router = Router();
  const adminOnly = ctx.guards.requireRole('admin');

  router.get('/articles', async (req, res) => {
    const { language, category, limit } = parseQuery(publicArticlesQuerySchema, req);
    // ?category= takes a slug or a category name; an unknown one simply matches nothing.
    const slug = category ? ((await categoryRepository.catalog()).resolve(category) ?? category) : undefined;
    const records = await articleRepository.listPublished({ language, category: slug, limit });
    res.json((await presentArticles(records, { publishedOnly: true })).map(withoutContent));
  });

  router.get('/articles/:slug', async (req, res) => {
    const { slug } = parseParams(articleSlugParamsSchema, req);
    const record = await articleRepository.recordView(slug.toLowerCase());
    if (!record) throw AppError.notFound('article');
    res.json(await presentArticle(record, { publishedOnly: true }));
  });

  router.get('/admin/articles', adminOnly, async (req, res) => {
    const page = await articleRepository.listPage(parseQuery(adminArticlesQuerySchema, req));
    const items = (await presentArticles(page.items, { publishedOnly: false })).map(withoutContent);
    const body: AdminArticlesPage = { ...page, items };
    res.json(body);
  });

  router.get('/admin/articles/:id', adminOnly, async (req, res) => {
    const { id } = parseParams(idParamsSchema, req);
    const record = await articleRepository.findById(id);
    if (!record) throw AppError.notFound('article');
    res.json(await presentArticle(record, { publishedOnly: false }));
  });

  router.post('/admin/articles', adminOnly, async (req, res) => {
    const input = parseBody(articleRequestSchema, req);
    const created = await createArticle(currentUser(req), input, { images });
    res.status(201).json(await presentArticle(created, { publishedOnly: false }));
  });

  router.put('/admin/articles/:id', adminOnly, async (req, res) => {
    const { id } = parseParams(idParamsSchema, req);
    const input = parseBody(articleRequestSchema, req);
    const updated = await updateArticle(currentUser(req), id, input, { images });
    res.json(await presentArticle(updated, { publishedOnly: false }));
  });

  router.delete('/admin/articles/:id', adminOnly, async (req, res) => {
    const { id } = parseParams(idParamsSchema, req);
    await deleteArticle(currentUser(req), id);
    res.status(204).end();
  });

  return router;
}
