import { createBullmqJobQueue } from '../src/shared/jobs/bullmq-job-queue';
import { createInProcessJobQueue, type JobQueue } from '../src/shared/jobs/job-queue';
import { redisAvailable, startTestRedis, type TestRedis } from './redis-test-server';
import { startTestServer } from './harness';

/** Issue 21: with REDIS_URL jobs live in Redis (BullMQ), shared by every API instance, behind the same interface. */
const quiet = { warn: () => {}, error: () => {} };

(redisAvailable ? describe : describe.skip)('BullMQ job queue', () => {
  let redis: TestRedis;
  const open: JobQueue[] = [];
  let queueName = 0;
  const instance = (name: string) => {
    const queue = createBullmqJobQueue({ redisUrl: redis.url, name, concurrency: 2, logger: quiet });
    open.push(queue);
    return queue;
  };

  beforeAll(async () => {
    redis = await startTestRedis();
  }, 60_000);
  afterAll(async () => {
    for (const queue of open) await queue.close();
    await redis.stop();
  });

  it('two instances share the jobs: each runs once, on whichever instance is free, and an id enqueued twice runs once', async () => {
    const name = `shared-${(queueName += 1)}`;
    const a = instance(name);
    const b = instance(name);
    const ran: Array<{ by: string; n: number }> = [];
    const slowly = (by: string) => ({
      run: async ({ n }: { n: number }) => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        ran.push({ by, n });
      },
    });
    a.register('build', slowly('a'));
    b.register('build', slowly('b'));
    // Every job is enqueued by both instances at once (two callbacks for one payment): it runs once.
    for (let n = 0; n < 12; n += 1) {
      await Promise.all([a.enqueue('build', { n }, { jobId: `build:${n}` }), b.enqueue('build', { n }, { jobId: `build:${n}` })]);
    }
    await a.idle();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ran.map((run) => run.n).sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(new Set(ran.map((run) => run.by))).toEqual(new Set(['a', 'b']));
    expect(await a.depth()).toBe(0);
  }, 30_000);

  it('retries with backoff, then runs onExhausted once and shows the job to admins; enqueueing it again starts it anew', async () => {
    const queue = instance(`failing-${(queueName += 1)}`);
    const attempts: number[] = [];
    const exhausted: unknown[] = [];
    let failing = true;
    queue.register('receipt', {
      attempts: 3,
      backoffMs: 50,
      run: async () => {
        attempts.push(Date.now());
        if (failing) throw new Error('PDF build crashed');
      },
      onExhausted: async (payload) => {
        exhausted.push(payload);
      },
    });
    await queue.enqueue('receipt', { txnid: 'T1' }, { jobId: 'receipt:T1' });
    for (let i = 0; i < 100 && exhausted.length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(attempts).toHaveLength(3);
    // Exponential backoff from 50 ms: each retry waits at least 50 ms, then 100 ms. (Comparing the two gaps with each
    // other failed now and then: Redis's delayed-job promotion adds tens of ms of its own to either gap.)
    expect(attempts[1] - attempts[0]).toBeGreaterThanOrEqual(50);
    expect(attempts[2] - attempts[1]).toBeGreaterThanOrEqual(100);
    expect(exhausted).toEqual([{ txnid: 'T1' }]);
    expect(await queue.failures()).toEqual([
      expect.objectContaining({ name: 'receipt', jobId: 'receipt:T1', attempts: 3, error: 'PDF build crashed' }),
    ]);

    failing = false;
    await queue.enqueue('receipt', { txnid: 'T1' }, { jobId: 'receipt:T1' });
    await queue.idle();
    expect(attempts).toHaveLength(4);
    expect(await queue.failures()).toEqual([]);
  }, 30_000);

  it("an admin's retry runs a failed job again from its first attempt, with its payload", async () => {
    const queue = instance(`retried-${(queueName += 1)}`);
    const payloads: unknown[] = [];
    let failing = true;
    queue.register('email', {
      attempts: 2,
      backoffMs: 20,
      run: async (payload) => {
        payloads.push(payload);
        if (failing) throw new Error('SMTP refused');
      },
    });
    await queue.enqueue('email', { to: 'asha@example.com' }, { jobId: 'email:welcome:7' });
    for (let i = 0; i < 100 && (await queue.failures()).length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(payloads).toHaveLength(2);
    expect(await queue.retry('no-such-job')).toBe(false);
    failing = false;
    expect(await queue.retry('email:welcome:7')).toBe(true);
    await queue.idle();
    expect(payloads).toEqual([{ to: 'asha@example.com' }, { to: 'asha@example.com' }, { to: 'asha@example.com' }]);
    expect(await queue.failures()).toEqual([]);
    expect(await queue.retry('email:welcome:7')).toBe(false);
  }, 30_000);
});

describe('failed jobs for admins', () => {
  it('the in-process queue remembers jobs that failed every attempt', async () => {
    const queue = createInProcessJobQueue({ logger: quiet });
    queue.register('email', { attempts: 2, backoffMs: 10, run: async () => Promise.reject(new Error('SMTP refused')) });
    await queue.enqueue('email', {}, { jobId: 'email:1' });
    await queue.idle();
    expect(await queue.failures()).toEqual([expect.objectContaining({ queue: 'jobs', name: 'email', jobId: 'email:1', attempts: 2, error: 'SMTP refused' })]);
    await queue.close();
  });

  it('the in-process queue runs a failed job again when an admin retries it (once: it leaves the failed list)', async () => {
    const queue = createInProcessJobQueue({ logger: quiet });
    const payloads: unknown[] = [];
    let failing = true;
    queue.register('email', {
      attempts: 2,
      backoffMs: 10,
      run: async (payload) => {
        payloads.push(payload);
        if (failing) throw new Error('SMTP refused');
      },
    });
    await queue.enqueue('email', { to: 'asha@example.com' }, { jobId: 'email:1' });
    await queue.idle();
    expect(await queue.retry('email:2')).toBe(false);
    failing = false;
    expect(await queue.retry('email:1')).toBe(true);
    expect(await queue.retry('email:1')).toBe(false);
    await queue.idle();
    expect(payloads).toEqual([{ to: 'asha@example.com' }, { to: 'asha@example.com' }, { to: 'asha@example.com' }]);
    expect(await queue.failures()).toEqual([]);
    await queue.close();
  });

  it('POST /api/admin/jobs/:id/retry is for admins only and answers 404 for a job that is not failed', async () => {
    const t = await startTestServer();
    try {
      const { token: admin } = await t.loginAs('admin');
      const { token: user } = await t.loginAs('user');
      expect((await t.api('POST', '/api/admin/jobs/email~1/retry', {}, user)).status).toBe(403);
      expect((await t.api('POST', '/api/admin/jobs/email~1/retry', {})).status).toBe(401);
      const answer = await t.api<{ error: { code: string } }>('POST', '/api/admin/jobs/email~1/retry', {}, admin);
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe('NOT_FOUND');
    } finally {
      await t.close();
    }
  });

  it('GET /api/admin/jobs/failed is for admins only', async () => {
    const t = await startTestServer();
    try {
      const { token: admin } = await t.loginAs('admin');
      const { token: user } = await t.loginAs('user');
      expect((await t.api('GET', '/api/admin/jobs/failed', undefined, user)).status).toBe(403);
      expect((await t.api('GET', '/api/admin/jobs/failed')).status).toBe(401);
      const answer = await t.api('GET', '/api/admin/jobs/failed', undefined, admin);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ failed: [] });
    } finally {
      await t.close();
    }
  });
});
