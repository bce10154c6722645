// Serves the Brotli or gzip copy a production build wrote next to a file (tools/rspack/precompress-plugin.ts)
// when the browser accepts it: main.abc.js is answered with main.abc.js.br, Content-Encoding br. Smaller than
// compressing on the fly at a fast level, and no CPU per request. Files without a copy (index.html, small
// files) go on to the on-the-fly compression middleware. The copies' own ETags and Last-Modified apply.
import { existsSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
];

/**
 * @param rootOf the directory being served (it can change: setRoot)
 * @param serveRoot the static files of that directory
 */
export function precompressedFiles(rootOf: () => string, serveRoot: (request: Request, response: Response, next: NextFunction) => void): RequestHandler {
  return (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const accepted = request.acceptsEncodings(encodings.map((encoding) => encoding.name));
    const encoding = encodings.find((candidate) => candidate.name === accepted);
    if (!encoding || !extname(request.path)) return next();
    let file: string;
    try {
      file = normalize(join(rootOf(), decodeURIComponent(request.path)));
    } catch {
      return next();
    }
    if (!file.startsWith(rootOf()) || !existsSync(`${file}${encoding.suffix}`)) return next();
    response.setHeader('Content-Encoding', encoding.name);
    response.setHeader('Vary', 'Accept-Encoding');
    response.type(extname(request.path));
    const originalUrl = request.url;
    request.url = `${request.path}${encoding.suffix}`;
    serveRoot(request, response, () => {
      // Not served after all (a race with a redeploy): undo and let the normal path answer.
      request.url = originalUrl;
      response.removeHeader('Content-Encoding');
      next();
    });
  };
}
