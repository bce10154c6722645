import type { Request, RequestHandler } from 'express';
import { routeOf } from '../http/request-logging';
import { httpRequestDuration } from './metrics';

/** Times every request into http_request_duration_seconds, labelled by the route pattern (never the raw path). */
export function httpMetrics(): RequestHandler {
  return (req, res, next) => {
    const stop = httpRequestDuration.startTimer();
    res.once('finish', () => {
      stop({ method: req.method, route: routeOf(req as Request) ?? 'unmatched', status: String(res.statusCode) });
    });
    next();
  };
}
