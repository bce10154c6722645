import { articleSchema, articleSlugParamsSchema } from '../article';
import { endpoint, fileResponse, schemaResponse } from './endpoint';

/**
 * What search engines and the prerender read (api/src/modules/seo): the sitemap and robots.txt the shell's server
 * relays at /sitemap.xml and /robots.txt, and a published article read without counting a view.
 */
export const seoEndpoints = {
  sitemap: endpoint({
    method: 'GET',
    path: '/seo/sitemap.xml',
    summary: "The site's sitemap: the public pages and every published article, in each language",
    access: 'public',
    response: fileResponse('Sitemap (application/xml)'),
  }),
  robots: endpoint({
    method: 'GET',
    path: '/seo/robots.txt',
    summary: "The site's robots.txt, naming the sitemap",
    access: 'public',
    response: fileResponse('robots.txt (text/plain)'),
  }),
  article: endpoint({
    method: 'GET',
    path: '/seo/articles/:slug',
    summary: 'A published article for the prerender, read without counting a view',
    access: 'public',
    params: articleSlugParamsSchema,
    response: schemaResponse('Article', articleSchema),
  }),
};
