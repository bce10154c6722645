import { settlesWithin } from '../time/settles-within';

/** The part of a node-redis client that leaving needs (any client: plain, duplicated for pub/sub). */
export interface LeavableRedisClient {
  readonly isReady: boolean;
  close(): Promise<unknown>;
  destroy(): void;
}

/**
 * Leaves Redis at shutdown without ever hanging it: close() waits to flush pending commands, which never happens
 * while Redis is away or the client is still reconnecting after Redis came back, so a client that is not ready is
 * dropped at once, and a close that fails or has not finished within `waitMs` ends in destroy().
 */
export async function leaveRedis(client: LeavableRedisClient, waitMs = 2_000): Promise<void> {
  if (!client.isReady) {
    client.destroy();
    return;
  }
  let closed = false;
  const closing = client.close().then(() => {
    closed = true;
  });
  await settlesWithin(closing, waitMs);
  if (!closed) client.destroy();
}
