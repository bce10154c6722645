import { leaveRedis, type LeavableRedisClient } from './leave-redis';

function fakeClient(isReady: boolean, close: () => Promise<unknown>): LeavableRedisClient & { destroyed: boolean } {
  const client = {
    isReady,
    destroyed: false,
    close,
    destroy: () => {
      client.destroyed = true;
    },
  };
  return client;
}

describe('leaving Redis at shutdown', () => {
  it('closes a ready client gracefully (pending commands flushed, not destroyed)', async () => {
    const client = fakeClient(true, () => Promise.resolve('OK'));
    await leaveRedis(client);
    expect(client.destroyed).toBe(false);
  });

  it('drops a client that is reconnecting instead of waiting for Redis to come back', async () => {
    const close = jest.fn(() => new Promise(() => undefined));
    const client = fakeClient(false, close);
    await leaveRedis(client);
    expect(close).not.toHaveBeenCalled();
    expect(client.destroyed).toBe(true);
  });

  it('cuts a close that never finishes short, so shutdown does not hang', async () => {
    const client = fakeClient(true, () => new Promise(() => undefined));
    await leaveRedis(client, 50);
    expect(client.destroyed).toBe(true);
  });

  it('destroys the client when close fails', async () => {
    const client = fakeClient(true, () => Promise.reject(new Error('Disconnects client')));
    await leaveRedis(client);
    expect(client.destroyed).toBe(true);
  });
});
