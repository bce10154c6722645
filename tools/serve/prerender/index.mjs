// The shell server's prerender: public pages (/, /astrologers, /blog, /blog/{slug}, /horoscopes, each sign's
// daily, weekly and monthly horoscope, the tools) answered with their content already in the HTML, for search
// engines and link previews (which run no script) and for the first paint on slow phones. Also /sitemap.xml
// and /robots.txt, which the API writes (/api/seo/...) because it holds the data they list.
//
// Mounted by static-server.mjs on the shell's server. When the API cannot answer in time, the page goes on to
// the plain app shell: a prerender never makes a page fail that would work without it.
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { pageDocument } from './page-document.mjs';
import { languageAlternates, languageDocument, requestedLanguage } from './page-language.mjs';
import { prerenderPage } from './pages.mjs';

const API_TIMEOUT_MS = 4000;
/** Files the API writes for the whole site, relayed from the site's root where crawlers look for them. */
const relayed = { '/sitemap.xml': '/api/seo/sitemap.xml', '/robots.txt': '/api/seo/robots.txt' };

/**
 * @typedef {object} PrerenderOptions
 * @property {() => string} root the shell's dist (it can change: the e2e harness re-roots servers)
 * @property {string} apiTarget e.g. http://localhost:3000
 * @property {string} [siteUrl] the public origin for canonical URLs (default PUBLIC_SITE_URL, as the API's)
 * @property {(request: any, response: any) => void} [withSecurityHeaders]
 * @property {(pathname: string) => string | undefined} [baseHtml] the page HTML the server would send without
 *   prerendering (default: the shell's index.html)
 * @property {(message: string, error: unknown) => void} [onError]
 */

/** @param {PrerenderOptions} options */
export function createPrerender(options) {
  const siteUrl = (options.siteUrl ?? process.env.PUBLIC_SITE_URL ?? 'http://localhost:4200').replace(/\/+$/, '');
  const onError = options.onError ?? ((message, error) => console.warn(`[prerender] ${message}:`, error instanceof Error ? error.message : error));

  async function api(path) {
    const response = await fetch(`${options.apiTarget}${path}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(API_TIMEOUT_MS) });
    const text = await response.text();
    let body = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON (an error page): the status says enough.
    }
    return { status: response.status, body };
  }

  async function baseHtml(pathname) {
    return options.baseHtml?.(pathname) ?? readFile(join(options.root(), 'index.html'), 'utf8');
  }

  return async function prerender(request, response, next) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (relayed[request.path]) return relay(relayed[request.path], response, next);
    // Pages only: a path without extension, asked for as HTML or by a client that takes anything (curl, bots).
    const accept = String(request.headers.accept ?? '*/*');
    if (extname(request.path) || !(accept.includes('text/html') || accept.includes('*/*'))) return next();
    try {
      const address = new URL(request.originalUrl ?? request.url, 'http://prerender');
      const query = address.searchParams;
      const language = requestedLanguage(query);
      if (language && language !== 'en') {
        // The prerendered copy is English: the page comes without it, in its language (page-language.mjs).
        options.withSecurityHeaders?.(request, response);
        response.setHeader('Cache-Control', 'no-cache');
        response.setHeader('Vary', 'Accept');
        return response.status(200).type('html').send(languageDocument(await baseHtml(request.path), address.pathname + address.search, language, siteUrl));
      }
      const page = await prerenderPage({ pathname: request.path, query, api });
      if (!page) return next();
      if (!page.noindex && !page.alternates) page.alternates = languageAlternates(page.path);
      const document = pageDocument(await baseHtml(request.path), page, siteUrl);
      options.withSecurityHeaders?.(request, response);
      response.setHeader('Cache-Control', 'no-cache');
      response.setHeader('Vary', 'Accept');
      response.status(page.status).type('html').send(document);
    } catch (error) {
      onError(`${request.path} is served without prerendered content`, error);
      next();
    }
  };

  async function relay(apiPath, response, next) {
    try {
      const answer = await fetch(`${options.apiTarget}${apiPath}`, { signal: AbortSignal.timeout(API_TIMEOUT_MS) });
      if (!answer.ok) throw new Error(`the API answered ${answer.status}`);
      response.setHeader('Content-Type', answer.headers.get('content-type') ?? 'text/plain; charset=utf-8');
      response.setHeader('Cache-Control', answer.headers.get('cache-control') ?? 'no-cache');
      response.status(200).send(Buffer.from(await answer.arrayBuffer()));
    } catch (error) {
      onError(`${apiPath} could not be relayed`, error);
      next();
    }
  }
}
