import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import { AppError, type ErrorMessage } from '../errors/app-error';
import { apiText } from '../i18n/api-text';

export interface RateLimitOptions {
  /** Names the counters (and their keys in a shared store): one name per limit. */
  name: string;
  max: number;
  windowMs: number;
  /**
   * What is counted: 'address' (the client address: req.ip, which trusts X-Forwarded-For only from
   * TRUST_PROXY), 'part' (keyPart alone, e.g. the account: the same budget from every address), or
   * 'address+part' (e.g. one address trying one email).
   */
  by?: 'address' | 'part' | 'address+part';
  keyPart?: (req: Request) => string;
  /** The sentence of the 429 answer. */
  message?: ErrorMessage;
}

/**
 * Makes the counters' store for one limit: undefined for in memory, Redis when REDIS_URL is set
 * (redis-rate-limit-store.ts). Chosen at composition (server.ts: AppContext.rateLimitStores) and passed to every
 * limiter, so two APIs in one process never share a store by accident.
 */
export type RateLimitStoreFactory = (name: string) => Store | undefined;

/** Counters in this process's memory: one instance, or a test. */
export const inMemoryRateLimitStores: RateLimitStoreFactory = () => undefined;

const DEFAULT_MESSAGE = apiText('errors.rateLimit.tooManyAttempts');

/** A limiter that answers with the contracts' 429 error body; its counters live where `stores` puts them. */
export function createRateLimiter(options: RateLimitOptions, stores: RateLimitStoreFactory): RequestHandler {
  const by = options.by ?? (options.keyPart ? 'address+part' : 'address');
  const store = stores(options.name);
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    ...(store ? { store } : {}),
    keyGenerator: (req) => {
      const address = ipKeyGenerator(req.ip ?? 'unknown');
      const part = options.keyPart?.(req) ?? '';
      if (by === 'part') return `${options.name}|${part}`;
      return by === 'address' ? `${options.name}|${address}` : `${options.name}|${address}|${part}`;
    },
    handler: (_req, _res, next) => {
      next(new AppError(429, 'RATE_LIMITED', options.message ?? DEFAULT_MESSAGE));
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
