import { settlesWithin } from '../time/settles-within';

/** The part of a node-redis client that leaving needs (any client: plain, duplicated for pub/sub). */
export interface LeavableRedisClient {
  close(): Promise<unknown>;
  unref(): void;
}

/**
 * Leaves Redis at shutdown without ever hanging it. close() stops reconnecting at once and resolves when no command
 * is pending; with commands queued while Redis was away (the Socket.IO adapter's unsubscribes) it would wait for
 * ever, so after `waitMs` the client is left unref'd: it no longer keeps the process alive. Not destroy(): that
 * rejects the queued commands, which their senders do not handle (an unhandled rejection at every such shutdown).
 */
export async function leaveRedis(client: LeavableRedisClient, waitMs = 2_000): Promise<void> {
  let closed = false;
  const closing = client.close().then(() => {
    closed = true;
  });
  await settlesWithin(closing, waitMs);
  if (!closed) client.unref();
}
