import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import { redactForLog } from '../logging/log-redaction';
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

/**
 * One JSON line per request when it finishes: request id (accepted from and returned in X-Request-Id), user
 * id when signed in, method, route, path (never the query string, which may carry a download token), status
 * and latency in ms.
 */
export function requestLogging(logger: Logger): RequestHandler {
  return pinoHttp({
    logger: pinoOf(logger),
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const offered = req.headers['x-request-id'];
      const id = typeof offered === 'string' && ACCEPTED_REQUEST_ID.test(offered) ? offered : randomUUID();
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    // Health probes every few seconds would drown the rest.
    autoLogging: { ignore: (req) => req.url === '/api/health' || req.url === '/api/ready' },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    customSuccessMessage: (req, res) => `${req.method} ${routeOf(req as Request) ?? 'unmatched'} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${routeOf(req as Request) ?? 'unmatched'} ${res.statusCode}`,
    customAttributeKeys: { responseTime: 'latencyMs' },
    customProps: (req) => {
      const request = req as Request;
      return {
        requestId: request.id,
        ...(request.authUser ? { userId: request.authUser.id } : {}),
        ...(routeOf(request) ? { route: routeOf(request) } : {}),
      };
    },
    wrapSerializers: false,
    serializers: {
      req: (req: IncomingMessage & { id?: unknown }) => ({ method: req.method, path: (req.url ?? '').split('?')[0] }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
      err: (error: Error) => redactForLog(error),
    },
  }) as unknown as RequestHandler;
}
