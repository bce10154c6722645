import type { AppContext } from '../shared/app-context';
import { attachRedisAdapter } from './redis-adapter';
import { startExpirySweeper, type ExpirySweeper } from './session-expiry-sweeper';
import type { AppSocketServer } from './socket-server';

export interface RealtimeServices {
  sweeper: ExpirySweeper;
  /** Before io.close(): no more automatic session ends. */
  stopSweeper(): Promise<void>;
  /** After io.close(): leave Redis. */
  disconnectAdapter(): Promise<void>;
}

/** What the realtime side needs besides the socket server: the Redis adapter (REDIS_URL) and the expiry sweeper. */
export async function startRealtimeServices(io: AppSocketServer, ctx: AppContext): Promise<RealtimeServices> {
  const disconnectAdapter = ctx.config.redisUrl ? await attachRedisAdapter(io, ctx.config.redisUrl, ctx.logger) : async () => undefined;
  const sweeper = startExpirySweeper({
    intervalMs: ctx.config.chat.expirySweepIntervalMs,
    graceMs: ctx.config.chat.autoEndGraceMs,
    logger: ctx.logger,
  });
  return { sweeper, stopSweeper: () => sweeper.stop(), disconnectAdapter };
}
