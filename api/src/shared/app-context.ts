import type { AppConfig } from '../config/config';
import type { DatabaseEngine } from '../db/database';
import type { DomainEvents } from './events/domain-events';
import type { AuthGuards } from './http/auth-guards';
import type { RateLimitStoreFactory } from './http/rate-limit';
import type { Logger } from './logging/logger';
import type { RealtimeEvents } from './realtime/realtime-events';
import type { SessionAuthenticator } from './security/authenticated-session';
import type { TokenService } from './security/token-service';

/**
 * What every router factory receives: `createXRouter(ctx: AppContext): Router`. Use
 * ctx.guards.requireAuth / ctx.guards.requireRole('admin') to protect routes.
 */
export interface AppContext {
  config: AppConfig;
  logger: Logger;
  tokens: TokenService;
  /** Server-side sessions: resolve a token, or start a session and get its token (login, register). */
  sessions: SessionAuthenticator;
  guards: AuthGuards;
  database: { engine: DatabaseEngine };
  /** This app's domain events: modules publish what happened, others subscribe at composition (server.ts). */
  events: DomainEvents;
  /**
   * This app's seam to its Socket.IO server (bound at start): use cases that tell open pages something after their
   * commit get it passed in, never import it.
   */
  realtime: RealtimeEvents;
  /** Where this API's rate limits keep their counters (Redis with REDIS_URL, else memory): every limiter gets it. */
  rateLimitStores: RateLimitStoreFactory;
}
