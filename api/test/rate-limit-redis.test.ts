import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import express from 'express';
import { createClient } from 'redis';
import { createRateLimiter } from '../src/shared/http/rate-limit';
import { connectRedisRateLimitStores, type RedisRateLimitStores } from '../src/shared/http/redis-rate-limit-store';
import { createErrorHandler } from '../src/shared/http/error-handler';
import { createLogger } from '../src/shared/logging/logger';
import { startTestServer } from './harness';

/** Issue 16: with REDIS_URL, rate-limit counters live in Redis, so two API instances share one limit. */
const redisAvailable = spawnSync('redis-server', ['--version']).status === 0;
if (!redisAvailable) console.warn('SKIPPED rate-limit-redis.test.ts: redis-server is not installed (apt-get install -y redis-server).');
const describeWithRedis = redisAvailable ? describe : describe.skip;

async function freePort(): Promise<number> {
  for (let port = 3450 + Math.floor(Math.random() * 40); port < 3500; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('No free port in 3450-3499');
}

/** One "instance": its own Redis connection and its own limiter, as a separate API process would have. */
async function instance(redisUrl: string) {
  const stores = await connectRedisRateLimitStores(redisUrl, createLogger('silent'));
  const limiter = createRateLimiter({ name: 'shared-test', max: 5, windowMs: 60_000, by: 'address' }, stores.factory);
  const app = express();
  app.get('/limited', limiter, (_req, res) => {
    res.json({ ok: true });
  });
  app.use(createErrorHandler(createLogger('silent')));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/limited`;
  return {
    hit: async () => (await fetch(url)).status,
    close: async (): Promise<void> => {
      server.close();
      await stores.close();
    },
  };
}

describeWithRedis('rate limits in Redis', () => {
  let redis: ChildProcess | undefined;
  let redisUrl = '';
  const open: Array<{ close(): Promise<void> } | RedisRateLimitStores> = [];

  beforeAll(async () => {
    const port = await freePort();
    redisUrl = `redis://127.0.0.1:${port}`;
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 30_000);
      redis!.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (/Ready to accept connections/.test(output)) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  }, 60_000);

  afterAll(async () => {
    for (const item of open) await item.close();
    redis?.kill('SIGTERM');
  });

  it('two instances share one limit: 5 allowed in all, whichever instance takes them', async () => {
    const a = await instance(redisUrl);
    const b = await instance(redisUrl);
    open.push(a, b);
    const statuses = [await a.hit(), await b.hit(), await a.hit(), await b.hit(), await a.hit(), await b.hit(), await a.hit()];
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it('the API started with REDIS_URL keeps its limits\' counters in Redis', async () => {
    const server = await startTestServer({ REDIS_URL: redisUrl });
    open.push(server);
    await server.api('POST', '/api/auth/login', { email: 'nobody@example.com', password: 'wrong-password' });
    const client = createClient({ url: redisUrl });
    await client.connect();
    try {
      expect(await client.keys('rl:login-address:*')).toHaveLength(1);
      expect(await client.keys('rl:login:*')).toHaveLength(1);
    } finally {
      await client.close();
    }
  }, 120_000);
});
