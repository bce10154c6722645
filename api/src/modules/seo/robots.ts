import { disallowedPrefixes } from './public-pages';
import { absoluteUrl } from './sitemap';

/** robots.txt: every crawler may read the public pages, none the private ones; the sitemap's address. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    ...disallowedPrefixes.map((prefix) => `Disallow: ${prefix}`),
    'Allow: /',
    '',
    `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
