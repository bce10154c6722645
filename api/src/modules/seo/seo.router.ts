import { Router } from 'express';
import { seoEndpoints } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/errors/app-error';
import { ANSWERED, endpointServer } from '../../shared/http/serve-endpoint';
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
  const serve = endpointServer(router, ctx.guards);
  const siteUrl = ctx.config.publicSiteUrl;

  serve(seoEndpoints.sitemap, async (_request, _req, res): Promise<typeof ANSWERED> => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('application/xml').send(await buildSitemap(siteUrl, now()));
    return ANSWERED;
  });

  serve(seoEndpoints.robots, (_request, _req, res): typeof ANSWERED => {
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type('text/plain').send(robotsTxt(siteUrl));
    return ANSWERED;
  });

  serve(seoEndpoints.article, async ({ params: { slug } }) => {
    const record = await articleRepository.findPublishedBySlug(slug.toLowerCase());
    if (!record) throw AppError.notFound('article');
    return presentArticle(record, { publishedOnly: true });
  });

  return router;
}
