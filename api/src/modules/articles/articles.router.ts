import { Router } from 'express';
import { articlesEndpoints, type AdminArticlesPage } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/errors/app-error';
import { currentUser } from '../../shared/http/auth-guards';
import { endpointServer } from '../../shared/http/serve-endpoint';
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
  const serve = endpointServer(router, ctx.guards);

  serve(articlesEndpoints.published, async ({ query }) => {
    const { language, category, limit } = query;
    // ?category= takes a slug or a category name; an unknown one simply matches nothing.
    const slug = category ? ((await categoryRepository.catalog()).resolve(category) ?? category) : undefined;
    const records = await articleRepository.listPublished({ language, category: slug, limit });
    return (await presentArticles(records, { publishedOnly: true })).map(withoutContent);
  });

  serve(articlesEndpoints.bySlug, async ({ params }) => {
    const record = await articleRepository.recordView(params.slug.toLowerCase());
    if (!record) throw AppError.notFound('article');
    return presentArticle(record, { publishedOnly: true });
  });

  serve(articlesEndpoints.adminList, async ({ query }) => {
    const page = await articleRepository.listPage(query);
    const items = (await presentArticles(page.items, { publishedOnly: false })).map(withoutContent);
    const body: AdminArticlesPage = { ...page, items };
    return body;
  });

  serve(articlesEndpoints.adminOne, async ({ params }) => {
    const record = await articleRepository.findById(params.id);
    if (!record) throw AppError.notFound('article');
    return presentArticle(record, { publishedOnly: false });
  });

  serve(articlesEndpoints.create, async ({ body }, req) => {
    const created = await createArticle(currentUser(req), body, { images });
    return presentArticle(created, { publishedOnly: false });
  });

  serve(articlesEndpoints.update, async ({ params, body }, req) => {
    const updated = await updateArticle(currentUser(req), params.id, body, { images });
    return presentArticle(updated, { publishedOnly: false });
  });

  serve(articlesEndpoints.delete, async ({ params }, req) => deleteArticle(currentUser(req), params.id));

  return router;
}
