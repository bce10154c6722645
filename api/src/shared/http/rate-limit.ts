import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { AppError } from '../errors/app-error';

export interface RateLimitOptions {
  max: number;
  windowMs: number;
  /** Extra text added to the client address, e.g. the email being tried. */
  keyPart?: (req: Request) => string;
}

/** A per-client limiter (in memory; one process) that answers with the contracts' 429 error body. */
export function createRateLimiter(options: RateLimitOptions): RequestHandler {
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => {
      const address = ipKeyGenerator(req.ip ?? 'unknown');
      return options.keyPart ? `${address}|${options.keyPart(req)}` : address;
    },
    handler: (_req, _res, next) => {
      next(new AppError(429, 'RATE_LIMITED', 'Too many attempts. Please wait a minute and try again.'));
    },
  });
}

/** The lower-cased email of a JSON body, for limits that count attempts per account. */
export function emailOfBody(req: Request): string {
  const body: unknown = req.body;
  if (body && typeof body === 'object' && 'email' in body && typeof body.email === 'string') {
    return body.email.trim().toLowerCase();
  }
  return '';
}
