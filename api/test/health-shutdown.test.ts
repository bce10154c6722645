import { request } from 'node:http';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a test connects as a browser would
import { io as connectSocket, type Socket } from 'socket.io-client';
import { redisAvailable, startTestRedis, type TestRedis } from './redis-test-server';
import { startTestServer, type TestServer } from './harness';

/** Issue 21: liveness and readiness probes; SIGTERM drains requests in flight and sockets before stopping. */
describe('health and readiness', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('/api/health answers while the process runs; /api/ready names each dependency', async () => {
    expect((await t.api('GET', '/api/health')).body).toMatchObject({ status: 'ok' });
    const ready = await t.api('GET', '/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', dependencies: { database: 'up' } });
  });
});

(redisAvailable ? describe : describe.skip)('readiness with Redis', () => {
  let redis: TestRedis;
  let t: TestServer;
  beforeAll(async () => {
    redis = await startTestRedis();
    t = await startTestServer({ REDIS_URL: redis.url });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await redis.stop();
  });

  it('is ready while Redis answers and 503 (naming Redis) once it is gone', async () => {
    expect((await t.api('GET', '/api/ready')).body).toEqual({ status: 'ready', dependencies: { database: 'up', redis: 'up' } });
    await redis.stop();
    const down = await t.api('GET', '/api/ready');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ status: 'unavailable', dependencies: { database: 'up', redis: 'down' } });

    // Back on the same address: ready again once the clients have reconnected.
    redis = await startTestRedis(Number(new URL(redis.url).port));
    let again = await t.api('GET', '/api/ready');
    for (let i = 0; i < 50 && again.status !== 200; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      again = await t.api('GET', '/api/ready');
    }
    expect(again.body).toEqual({ status: 'ready', dependencies: { database: 'up', redis: 'up' } });
  }, 40_000);
});

describe('graceful shutdown', () => {
  it('lets a request in flight finish, disconnects sockets, then refuses new connections', async () => {
    const t = await startTestServer();
    const { port } = t.server;
    const { token } = await t.loginAs('user');
    const socket: Socket = connectSocket(t.url, { auth: { token }, transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const socketGone = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

    // A sign-in whose body is still arriving when the shutdown begins.
    const body = JSON.stringify({ email: 'user@example.com', password: 'password123' });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, method: 'POST', path: '/api/auth/login', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => req.end(body.slice(10)), 400);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));

    const closed = t.server.close({ drainMs: 10_000 });
    const answered = await answer;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.text)).toHaveProperty('token');
    expect(await socketGone).toMatch(/server disconnect|transport close/);
    await closed;
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    socket.close();
  }, 60_000);
});
