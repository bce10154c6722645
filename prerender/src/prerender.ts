// The shell server's prerender: public pages (/, /astrologers, /blog, /blog/{slug}, /horoscopes, each sign's daily,
// weekly and monthly horoscope, the tools) answered with their content already in the HTML, in the language the
// address names (?lang=hi; none: English), for search engines and link previews (which run no script) and for the
// first paint on slow phones. Also /sitemap.xml and /robots.txt, which the API writes (/api/seo/...) because it
// holds the data they list.
//
// Mounted by tools/serve/static-server.ts on the shell's server, or run on its own (server.ts). When the API
// cannot answer in time, the page goes on to the plain app shell: a prerender never makes a page fail that would
// work without it.
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { apiUrlOf, seoRoutes } from '@astrosetu/contracts';
import { languageAlternates, requestedLanguage } from './languages';
import { pageDocument } from './page-document';
import { loadPageCopy, pageCopy } from './page-copy';
import { prerenderPage } from './pages/prerender-page';

const API_TIMEOUT_MS = 4000;
/** Files the API writes for the whole site, relayed from the site's root where crawlers look for them. */
const relayed: Record<string, string> = { '/sitemap.xml': apiUrlOf(seoRoutes.sitemap), '/robots.txt': apiUrlOf(seoRoutes.robots) };

export interface PrerenderOptions {
  /** The shell's dist (a function: the e2e harness re-roots servers). */
  root: () => string;
  /** e.g. http://localhost:3000 */
  apiTarget: string;
  /** The public origin for canonical URLs (default PUBLIC_SITE_URL, as the API's). */
  siteUrl?: string;
  withSecurityHeaders?: (request: Request, response: Response) => void;
  /** The page HTML the server would send without prerendering (default: the shell's index.html). */
  baseHtml?: (pathname: string) => string | undefined;
  onError?: (message: string, error: unknown) => void;
}

export type PrerenderMiddleware = (request: Request, response: Response, next: NextFunction) => Promise<void>;

export function createPrerender(options: PrerenderOptions): PrerenderMiddleware {
  const siteUrl = (options.siteUrl ?? process.env.PUBLIC_SITE_URL ?? 'http://localhost:4200').replace(/\/+$/, '');
  const onError =
    options.onError ?? ((message: string, error: unknown) => console.warn(`[prerender] ${message}:`, error instanceof Error ? error.message : error));

  async function api(path: string): Promise<{ status: number; body: unknown }> {
    const response = await fetch(`${options.apiTarget}${path}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(API_TIMEOUT_MS) });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON (an error page): the status says enough.
    }
    return { status: response.status, body };
  }

  async function baseHtml(pathname: string): Promise<string> {
    return options.baseHtml?.(pathname) ?? readFile(join(options.root(), 'index.html'), 'utf8');
  }

  async function relay(apiPath: string, response: Response, next: NextFunction): Promise<void> {
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

  return async function prerender(request, response, next) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (relayed[request.path]) return relay(relayed[request.path], response, next);
    // Pages only: a path without extension, asked for as HTML or by a client that takes anything (curl, bots).
    const accept = String(request.headers.accept ?? '*/*');
    if (extname(request.path) || !(accept.includes('text/html') || accept.includes('*/*'))) return next();
    try {
      await loadPageCopy();
      const address = new URL(request.originalUrl ?? request.url, 'http://prerender');
      const language = requestedLanguage(address.searchParams);
      const path = request.path.length > 1 ? request.path.replace(/\/+$/, '') : request.path;
      const page = await prerenderPage({ path, query: address.searchParams, language, copy: pageCopy(language), api });
      if (!page) return next();
      page.alternates ??= languageAlternates(page.path);
      const siteName = String(pageCopy(language).t('shell', 'brand.name'));
      const document = pageDocument(await baseHtml(request.path), page, siteName, siteUrl);
      options.withSecurityHeaders?.(request, response);
      response.setHeader('Cache-Control', 'no-cache');
      // The same address answers other HTML for another ?lang=, which is in the address: only Accept varies.
      response.setHeader('Vary', 'Accept');
      response.status(page.status).type('html').send(document);
    } catch (error) {
      onError(`${request.path} is served without prerendered content`, error);
      next();
    }
  };
}
