import { leaveRedis, type LeavableRedisClient } from './leave-redis';

function fakeClient(close: () => Promise<unknown>): LeavableRedisClient & { unrefed: boolean } {
  const client = {
    unrefed: false,
    close,
    unref: () => {
      client.unrefed = true;
    },
  };
  return client;
}

describe('leaving Redis at shutdown', () => {
  it('closes a client whose commands are answered (nothing left behind)', async () => {
    const client = fakeClient(() => Promise.resolve('OK'));
    await leaveRedis(client);
    expect(client.unrefed).toBe(false);
  });

  it('stops waiting for a close that never finishes (commands queued while Redis was away) and lets the process exit', async () => {
    const client = fakeClient(() => new Promise(() => undefined));
    // Returning at all is the point: a close that never settles would hang here until the test's own timeout.
    await leaveRedis(client, 50);
    expect(client.unrefed).toBe(true);
  });

  it('treats a failed close like one that did not finish', async () => {
    const client = fakeClient(() => Promise.reject(new Error('The client is closed')));
    await leaveRedis(client);
    expect(client.unrefed).toBe(true);
  });
});
