import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Logger } from '../shared/logging/logger';
import { leaveRedis } from '../shared/redis/leave-redis';
import type { AppSocketServer } from './socket-server';

/**
 * Connects this instance's Socket.IO server to the others through Redis pub/sub, so an emit to a room
 * reaches sockets connected to any instance (a customer on one, the astrologer on another).
 * Returns the function that disconnects it (after io.close()).
 */
export async function attachRedisAdapter(io: AppSocketServer, url: string, logger: Logger): Promise<() => Promise<void>> {
  const pubClient = createClient({ url });
  const subClient = pubClient.duplicate();
  for (const client of [pubClient, subClient]) {
    client.on('error', (error: unknown) => logger.error('Redis connection error (Socket.IO adapter)', error));
  }
  await Promise.all([pubClient.connect(), subClient.connect()]);
  io.adapter(createAdapter(pubClient, subClient));
  logger.info('Socket.IO uses the Redis adapter: rooms are shared between API instances');
  return async () => {
    await Promise.allSettled([leaveRedis(pubClient), leaveRedis(subClient)]);
  };
}
