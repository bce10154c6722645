import { Router } from 'express';
import { articleSlugParamsSchema } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/errors/app-error';
import { parseParams } from '../../shared/http/validate';
import { presentArticle } from '../articles/article-presenter';
import { articleRepository } from '../articles/article.repository';
import { robotsTxt } from './robots';
import { buildSitemap } from './use-cases/build-sitemap';

/**
 * What search engines and the shell's prerender read: /api/seo/sitemap.xml and /api/seo/robots.txt (the shell's
 * server answers /sitemap.xml and /robots.txt with them), and /api/seo/articles/{slug}, a published article read
 * without counting a view (the reader's own visit is counted when the page's script loads it).
 */
export function createSeoRouter(ctx: AppContext, now: () => Date = () => new Date()): Router {
  const router = Router();
  const siteUrl = ctx.config.publicSiteUrl;

  router.get('/seo/sitemap.xml', async (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('application/xml').send(await buildSitemap(siteUrl, now()));
  });

  router.get('/seo/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type('text/plain').send(robotsTxt(siteUrl));
  });

  router.get('/seo/articles/:slug', async (req, res) => {
    const { slug } = parseParams(articleSlugParamsSchema, req);
    const record = await articleRepository.findPublishedBySlug(slug.toLowerCase());
    if (!record) throw AppError.notFound('article');
    res.json(await presentArticle(record, { publishedOnly: true }));
  });

  return router;
}
