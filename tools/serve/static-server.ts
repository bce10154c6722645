// The production-style server of one built app on maintained libraries: express with serve-static (ETags, ranges,
// index files), compression (gzip), http-proxy-middleware for /api and /socket.io (WebSocket upgrades included), so
// the browser talks to one origin. Cache headers: hashed files a year, everything else revalidated. Used by
// `npm start` and by the e2e harness (which stops, starts and re-roots servers); production uses deploy/nginx.
// compression has no types of its own: the declaration travels with this file into every program that imports it
// (tools, and e2e through serve-site.ts), which an import cannot do for an ambient module.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./compression.d.ts" />
import { extname, join, resolve } from 'node:path';
import http from 'node:http';
import type { Socket } from 'node:net';
import compression from 'compression';
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import serveStatic from 'serve-static';
import { sendPageHtml, type PageHtml } from './page-html';
import { precompressedFiles } from './precompressed';
// The prerender project's build (prerender/, `npx nx run prerender:build`): plain JavaScript, no TypeScript at run time.
// Named by a variable, so the type checker takes its types from the project's source instead (dist has no .d.ts and
// does not exist before the build).
const prerenderBuild = '../../prerender/dist/index.mjs';
const { createPrerender } = (await import(prerenderBuild)) as typeof import('../../prerender/src/index');

/** Files whose name carries a content hash never change: cache them for a year. Everything else revalidates. */
const hashedFile = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

export interface StaticServerOptions {
  /** Directory to serve (an app's dist). */
  root: string;
  port: number;
  host?: string;
  /** Answer unknown page paths with index.html (client-side routing). */
  spaFallback?: boolean;
  /** Allow any origin to fetch (a remote's manifest and chunks are read by the shell). */
  cors?: boolean;
  /** E.g. http://localhost:3000: where /api and /socket.io go. */
  proxyTarget?: string;
  proxyPrefixes?: string[];
  /** Handle a request before static serving (return true when handled). */
  beforeStatic?: (request: http.IncomingMessage, response: http.ServerResponse) => boolean;
  /** Headers for every file and page served (not for proxied API answers, which carry the API's own). */
  securityHeaders?: (request: http.IncomingMessage) => Record<string, string>;
  /** Serve *.map files (development only: they publish the source). */
  serveSourceMaps?: boolean;
  /** The HTML of a page (a path without extension asked for as text/html) from the served directory (page-html.ts). */
  pageHtml?: (root: string) => PageHtml;
}

export interface StaticServer {
  readonly port: number;
  /** The directory served now. */
  readonly root: string;
  /** Serve another directory from now on (a redeploy without restarting). */
  setRoot(directory: string): void;
  start(): Promise<void>;
  /** Stops listening and ends open keep-alive and websocket connections. */
  stop(): Promise<void>;
}

export function createStaticServer(options: StaticServerOptions): StaticServer {
  const { port, host = 'localhost', spaFallback = false, cors = false, proxyTarget } = options;
  const proxyPrefixes = options.proxyPrefixes ?? ['/api', '/socket.io'];
  let root = resolve(options.root);
  const sockets = new Set<Socket>();

  const withSecurityHeaders = (request: http.IncomingMessage, response: http.ServerResponse): void => {
    for (const [name, value] of Object.entries(options.securityHeaders?.(request) ?? {})) response.setHeader(name, value);
    response.setHeader('X-Content-Type-Options', 'nosniff');
  };
  const staticFiles = () =>
    serveStatic(root, {
      index: ['index.html'],
      cacheControl: false,
      dotfiles: 'ignore',
      fallthrough: true,
      setHeaders(response, path) {
        withSecurityHeaders(response.req, response);
        // A Brotli or gzip copy (precompressed.ts) is cached like the file it encodes.
        response.setHeader('Cache-Control', hashedFile.test(path.replace(/\.(br|gz)$/, '')) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  let serveRoot = staticFiles();
  let pageHtml = options.pageHtml?.(root);

  const isProxied = (pathname: string): boolean => proxyPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  const proxy = proxyTarget
    ? createProxyMiddleware({
        target: proxyTarget,
        pathFilter: (pathname) => isProxied(pathname),
        ws: true,
        xfwd: true,
        on: {
          error(_error, _request, response) {
            if (!(response instanceof http.ServerResponse)) return response.destroy();
            if (response.headersSent) return response.destroy();
            const body = JSON.stringify({ error: { code: 'INTERNAL', message: 'The AstroSetu API is not reachable right now' } });
            response.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
            response.end(body);
          },
        },
      })
    : undefined;

  const app = express();
  app.disable('x-powered-by');
  if (cors) {
    app.use((request, response, next) => {
      response.setHeader('Access-Control-Allow-Origin', '*');
      if (request.method !== 'OPTIONS') return next();
      response.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS', 'Access-Control-Allow-Headers': '*' });
      response.end();
    });
  }
  const { beforeStatic } = options;
  if (beforeStatic) app.use((request, response, next) => (beforeStatic(request, response) ? undefined : next()));
  if (proxy) app.use(proxy);
  app.use(precompressedFiles(() => root, (request, response, next) => serveRoot(request, response, next)));
  app.use(compression());
  // The shell's public pages with their content in the HTML, in the language ?lang= names, and /sitemap.xml,
  // /robots.txt (the prerender project), on the page
  // HTML below (remotes.json inlined, the page's remote announced) so that a prerendered page keeps both.
  if (spaFallback && !cors && proxyTarget) {
    app.use(createPrerender({ root: () => root, apiTarget: proxyTarget, withSecurityHeaders, baseHtml: (pathname) => pageHtml?.(pathname) }));
  }
  app.use((request, response, next) => (pageHtml ? sendPageHtml(pageHtml, request, response, next, withSecurityHeaders) : next()));
  app.use((request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' });
      return response.end();
    }
    // Production builds emit hidden source maps (for error reports); they are not served to the public.
    if (!options.serveSourceMaps && extname(request.path).toLowerCase() === '.map') return notFound(request, response);
    serveRoot(request, response, next);
  });
  app.use((request, response) => {
    // Client-side routes (/blog/x) get the app; a missing asset (/main.abc.js) stays a 404.
    const looksLikePage = !extname(request.path) && String(request.headers.accept ?? '').includes('text/html');
    if (!spaFallback || !looksLikePage) return notFound(request, response);
    withSecurityHeaders(request, response);
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(join(root, 'index.html'), { cacheControl: false }, (error) => {
      if (error && !response.headersSent) notFound(request, response);
    });
  });

  function notFound(request: http.IncomingMessage, response: express.Response): void {
    withSecurityHeaders(request, response);
    response.status(404).type('text/plain').send('Not found');
  }

  const server = http.createServer(app);
  server.on('upgrade', (request, socket, head) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    // Node types the upgrade's socket as a Duplex; it is the connection's net.Socket, which the proxy expects.
    if (proxy && isProxied(pathname)) proxy.upgrade(request, socket as Socket, head);
    else socket.destroy();
  });
  // Tracked so stop() can end keep-alive and websocket connections instead of waiting for them.
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  return {
    port,
    get root() {
      return root;
    },
    setRoot(directory) {
      root = resolve(directory);
      serveRoot = staticFiles();
      pageHtml = options.pageHtml?.(root);
    },
    start() {
      return new Promise((resolvePromise, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolvePromise();
        });
      });
    },
    stop() {
      return new Promise((resolvePromise) => {
        if (!server.listening) return resolvePromise();
        server.close(() => resolvePromise());
        for (const socket of sockets) socket.destroy();
      });
    },
  };
}
