import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { pinoOf, type Logger } from '../logging/logger';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** A caller's (or the proxy's) request id is kept when it is short and plain; anything else gets a new one. */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The route pattern that answered (/api/orders/:txnid), so log lines group by route and carry no ids or tokens. */
export function routeOf(req: Request): string | undefined {
  const pattern: unknown = req.route?.path;
  if (pattern === undefined) return undefined;
  // A route declared for several paths (['/auth/me', '/auth/user']): the one this request took, if literal.
  const patterns = (Array.isArray(pattern) ? pattern : [pattern]).map(String);
  const path = (req.originalUrl ?? '').split('?')[0];
  const taken = patterns.find((candidate) => `${req.baseUrl}${candidate}` === path) ?? patterns.join('|');
  return `${req.baseUrl}${taken}`;
}

/** Health probes every few seconds would drown the rest. */
const UNLOGGED_PATHS = new Set(['/api/health', '/api/ready']);

function levelOf(statusCode: number): 'error' | 'warn' | 'info' {
  return statusCode >= 500 ? 'error' : statusCode >= 400 ? 'warn' : 'info';
}

/**
 * One JSON line per request when it finishes: request id (accepted from and returned in X-Request-Id), user
 * id when signed in, method, route, path (never the query string, which may carry a download token), status
 * and latency in ms.
 *
 * Written straight through the app's pino instance, once, at the end: no child logger is made per request (what
 * pino-http did, measured at ~12% of the server's CPU on GET /api/astrologers with logging silenced, issue 37), and
 * nothing at all is built when the line's level is off.
 */
export function requestLogging(logger: Logger): RequestHandler {
  const pino = pinoOf(logger);
  // LOG_LEVEL=silent (benchmarks, some tests): no line can be written, so none is prepared.
  const logsRequests = pino.isLevelEnabled('error');
  return (req, res, next) => {
    const offered = req.headers['x-request-id'];
    const id = typeof offered === 'string' && ACCEPTED_REQUEST_ID.test(offered) ? offered : randomUUID();
    res.setHeader(REQUEST_ID_HEADER, id);
    const path = (req.originalUrl ?? req.url ?? '').split('?')[0];
    if (logsRequests && !UNLOGGED_PATHS.has(path)) {
      const startedAt = performance.now();
      res.once('finish', () => {
        const level = levelOf(res.statusCode);
        if (!pino.isLevelEnabled(level)) return;
        const route = routeOf(req);
        pino[level](
          {
            requestId: id,
            ...(req.authUser ? { userId: req.authUser.id } : {}),
            ...(route ? { route } : {}),
            req: { method: req.method, path },
            res: { statusCode: res.statusCode },
            latencyMs: Math.round(performance.now() - startedAt),
          },
          `${req.method} ${route ?? 'unmatched'} ${res.statusCode}`,
        );
      });
    }
    next();
  };
}
