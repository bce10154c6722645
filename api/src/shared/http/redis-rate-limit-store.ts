import { createClient } from 'redis';
import { leaveRedis } from '../redis/leave-redis';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import type { Logger } from '../logging/logger';
import type { RateLimitStoreFactory } from './rate-limit';

export interface RedisRateLimitStores {
  /** One store per limit, its keys prefixed `rl:<name>:`. */
  factory: RateLimitStoreFactory;
  /** Resolves when Redis answers a PING (readiness probe). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Rate-limit counters in Redis (rate-limit-redis, the store maintained with express-rate-limit), so a
 * limit holds across API instances: a client spreading attempts over N instances gets the budget once,
 * not N times. Connects before returning, so the stores can load their script.
 */
export async function connectRedisRateLimitStores(url: string, logger: Logger): Promise<RedisRateLimitStores> {
  const client = createClient({ url });
  client.on('error', (error: unknown) => logger.error('Redis connection error (rate limits)', error));
  await client.connect();
  return {
    factory: (name) =>
      new RedisStore({
        prefix: `rl:${name}:`,
        sendCommand: (...args: string[]) => client.sendCommand(args) as Promise<RedisReply>,
      }),
    ping: async () => {
      await client.ping();
    },
    close: () => leaveRedis(client),
  };
}
