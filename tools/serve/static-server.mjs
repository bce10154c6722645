// A small production-style static server on Node's http module: serves a built app (gzip, cache headers,
// ETags, SPA fallback), adds CORS for remotes, and proxies /api and /socket.io (websocket upgrades included)
// to the API, so the browser talks to one origin. Used by `npm start` and by the e2e harness.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';

const gzip = promisify(gzipCallback);

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
};
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
/** Files whose name carries a content hash never change: cache them for a year. Everything else revalidates. */
const hashedFile = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * @typedef {object} StaticServerOptions
 * @property {string} root directory to serve (an app's dist)
 * @property {number} port
 * @property {string} [host]
 * @property {boolean} [spaFallback] answer unknown page paths with index.html (client-side routing)
 * @property {boolean} [cors] allow any origin to fetch (a remote's manifest and chunks are read by the shell)
 * @property {string} [proxyTarget] e.g. http://localhost:3000: where /api and /socket.io go
 * @property {string[]} [proxyPrefixes]
 * @property {(request: http.IncomingMessage, response: http.ServerResponse) => boolean} [beforeStatic]
 *   handle a request before static serving (return true when handled)
 * @property {(request: http.IncomingMessage) => Record<string, string>} [securityHeaders]
 *   headers for every file and page served (not for proxied API answers, which carry the API's own)
 * @property {boolean} [serveSourceMaps] serve *.map files (development only: they publish the source)
 */

function isUnder(prefix, pathname) {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** @param {StaticServerOptions} options */
export function createStaticServer(options) {
  const { port, host = 'localhost', spaFallback = false, cors = false, proxyTarget } = options;
  const proxyPrefixes = options.proxyPrefixes ?? ['/api', '/socket.io'];
  let root = resolve(options.root);
  /** @type {Map<string, { key: string, body: Buffer }>} */
  const gzipCache = new Map();
  const sockets = new Set();

  const target = proxyTarget ? new URL(proxyTarget) : undefined;
  const isProxied = (pathname) => Boolean(target) && proxyPrefixes.some((prefix) => isUnder(prefix, pathname));

  function proxyHeaders(request) {
    return {
      ...request.headers,
      'x-forwarded-for': request.socket.remoteAddress ?? '',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': request.headers.host ?? '',
    };
  }

  function proxy(request, response) {
    const upstream = http.request(
      { hostname: target.hostname, port: target.port, method: request.method, path: request.url, headers: proxyHeaders(request) },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (response.headersSent) return response.destroy();
      const body = JSON.stringify({ error: { code: 'INTERNAL', message: 'The AstroSetu API is not reachable right now' } });
      response.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
      response.end(body);
    });
    request.pipe(upstream);
  }

  function proxyUpgrade(request, socket, head) {
    const upstream = net.connect(Number(target.port), target.hostname, () => {
      const headers = proxyHeaders(request);
      const lines = [`${request.method} ${request.url} HTTP/${request.httpVersion}`];
      for (const [name, value] of Object.entries(headers)) {
        for (const item of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${item}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head?.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    const closeBoth = () => {
      upstream.destroy();
      socket.destroy();
    };
    upstream.on('error', closeBoth);
    socket.on('error', closeBoth);
  }

  async function fileAt(pathname) {
    let decoded;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    const candidate = normalize(join(root, decoded));
    if (candidate !== root && !candidate.startsWith(root + sep)) return undefined;
    try {
      const info = await stat(candidate);
      if (info.isFile()) return { path: candidate, info };
      if (info.isDirectory()) {
        const index = join(candidate, 'index.html');
        const indexInfo = await stat(index);
        if (indexInfo.isFile()) return { path: index, info: indexInfo };
      }
    } catch {
      // Not there.
    }
    return undefined;
  }

  async function sendFile(request, response, file) {
    const extension = extname(file.path).toLowerCase();
    const etag = `W/"${file.info.size.toString(16)}-${Math.floor(file.info.mtimeMs).toString(16)}"`;
    const headers = {
      ...options.securityHeaders?.(request),
      'Content-Type': contentTypes[extension] ?? 'application/octet-stream',
      'Cache-Control': hashedFile.test(file.path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      ETag: etag,
      'Last-Modified': file.info.mtime.toUTCString(),
      'X-Content-Type-Options': 'nosniff',
    };
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304, headers);
      return response.end();
    }
    const wantsGzip = compressible.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (wantsGzip) {
      headers.Vary = 'Accept-Encoding';
      headers['Content-Encoding'] = 'gzip';
      let cached = gzipCache.get(file.path);
      if (!cached || cached.key !== etag) {
        cached = { key: etag, body: await gzip(await readFile(file.path), { level: 9 }) };
        gzipCache.set(file.path, cached);
      }
      headers['Content-Length'] = cached.body.length;
      response.writeHead(200, headers);
      return response.end(request.method === 'HEAD' ? undefined : cached.body);
    }
    headers['Content-Length'] = file.info.size;
    response.writeHead(200, headers);
    if (request.method === 'HEAD') return response.end();
    createReadStream(file.path).pipe(response);
  }

  function notFound(request, response) {
    response.writeHead(404, { ...options.securityHeaders?.(request), 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Not found');
  }

  async function serveStatic(request, response, pathname) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' });
      return response.end();
    }
    // Production builds emit hidden source maps (for error reports); they are not served to the public.
    if (!options.serveSourceMaps && extname(pathname).toLowerCase() === '.map') return notFound(request, response);
    const file = await fileAt(pathname);
    if (file) return sendFile(request, response, file);
    // Client-side routes (/blog/x) get the app; a missing asset (/main.abc.js) stays a 404.
    const looksLikePage = !extname(pathname) && String(request.headers.accept ?? '').includes('text/html');
    if (spaFallback && looksLikePage) {
      const index = await fileAt('/index.html');
      if (index) return sendFile(request, response, index);
    }
    return notFound(request, response);
  }

  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (cors) {
      response.setHeader('Access-Control-Allow-Origin', '*');
      if (request.method === 'OPTIONS') {
        response.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS', 'Access-Control-Allow-Headers': '*' });
        return response.end();
      }
    }
    if (options.beforeStatic?.(request, response)) return;
    if (isProxied(pathname)) return proxy(request, response);
    serveStatic(request, response, pathname).catch((error) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });

  server.on('upgrade', (request, socket, head) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (isProxied(pathname)) proxyUpgrade(request, socket, head);
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
    /** Serve another directory from now on (a redeploy without restarting). */
    setRoot(directory) {
      root = resolve(directory);
      gzipCache.clear();
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
