// The shell's pages (/, /astrologers, /blog/x...) answered with its index.html plus what the browser would
// otherwise learn only after main.js has run: the deploy's /remotes.json inlined (one round trip less), and a
// preload of the manifest of the remote that draws this path, so that it downloads beside main.js.
//
// Which remote draws which path comes from the shell's build (page-remotes.json, written from
// shell/src/routing/route-table.ts); where each remote lives comes from /remotes.json at the time of the request,
// so a remote moved or redeployed is announced at once. Everything is read from disk on change only.
import { readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { NextFunction, Request, Response } from 'express';

/** The HTML of a shell page for a path, or undefined when the build has no index.html. */
export type PageHtml = (pathname: string) => string | undefined;

/** Reads a file again only when its modification time changes. */
function fileReader<T>(path: string, parse: (text: string) => T): () => T | undefined {
  let cached: { mtimeMs: number; value: T } | undefined;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(path).mtimeMs;
    } catch {
      return undefined;
    }
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: parse(readFileSync(path, 'utf8')) };
    return cached.value;
  };
}

/** '/blog/:slug' -> a RegExp for the path, ':x' standing for one segment. */
function patternOf(path: string): RegExp {
  const escaped = path.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${escaped.join('/')}/?$`);
}

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
// JSON inside <script>: '<' escaped so that no value can close the element.
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The page HTML of the shell built in `root` (its dist). `remotesOverride` replaces the build's /remotes.json (a
 * site served on other ports than the build names, tools/serve/serve-site.ts).
 */
export function shellPageHtml(root: string, remotesOverride?: Record<string, string>): PageHtml {
  const indexHtml = fileReader(join(root, 'index.html'), (text) => text);
  // remote name -> its manifest's URL, as the deploy's /remotes.json says (anything else is the shell's to report).
  const remotesOnDisk = fileReader(join(root, 'remotes.json'), (text): Record<string, unknown> | undefined => {
    try {
      const parsed: unknown = JSON.parse(text);
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
    } catch {
      return undefined; // The shell reports a broken /remotes.json itself.
    }
  });
  const remotes = remotesOverride ? () => remotesOverride : remotesOnDisk;
  const pageRemotes = fileReader(join(root, 'page-remotes.json'), (text) =>
    Object.entries(JSON.parse(text) as Record<string, string>).map(([path, remote]) => ({ pattern: patternOf(path), remote })),
  );
  return (pathname) => {
    const html = indexHtml();
    if (html === undefined) return undefined;
    const manifests = remotes();
    if (!manifests) return html;
    const remote = pageRemotes()?.find(({ pattern }) => pattern.test(pathname))?.remote;
    const manifest = remote ? manifests[remote] : undefined;
    const tags = [`<script type="application/json" id="remotes-json">${scriptJson(manifests)}</script>`];
    // The federation runtime fetches the manifest with fetch() (CORS, no credentials): crossorigin matches it.
    // Not its remoteEntry.js: when the remote is down, the manifest fails first, the entry's failed preload stays
    // unclaimed, and Chromium hands that failure to the entry's <script> after Retry (remote-failure.spec.ts).
    if (typeof manifest === 'string') tags.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(manifest)}">`);
    return html.replace('</head>', `${tags.join('')}</head>`);
  };
}

/**
 * Express middleware body: answers a page request (GET or HEAD, a path without extension, asking for HTML, or
 * /index.html) with the page's HTML, revalidated on every visit (ETag and 304 from express). Anything else,
 * or a build without index.html, goes on to the static files.
 */
export function sendPageHtml(
  pageHtml: PageHtml,
  request: Request,
  response: Response,
  next: NextFunction,
  withSecurityHeaders: (request: Request, response: Response) => void,
): void {
  const isPage =
    (request.method === 'GET' || request.method === 'HEAD') &&
    (request.path === '/index.html' || (!extname(request.path) && String(request.headers.accept ?? '').includes('text/html')));
  const html = isPage ? pageHtml(request.path) : undefined;
  if (html === undefined) return next();
  withSecurityHeaders(request, response);
  response.setHeader('Cache-Control', 'no-cache');
  response.type('html').send(html);
}
