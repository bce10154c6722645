import { uiLanguageCodes } from '@astrosetu/contracts';
import { startHoroscopePrecompute } from '../src/astrology/horoscope/horoscope-precompute';
import { createHoroscopeService } from '../src/astrology/horoscope/horoscope-service';
import { createMemoryHoroscopeStore, type HoroscopeStore } from '../src/astrology/horoscope/horoscope.repository';
import { createBullmqJobQueue } from '../src/shared/jobs/bullmq-job-queue';
import { createInProcessJobQueue, type JobQueue } from '../src/shared/jobs/job-queue';
import { startScheduledJob } from '../src/shared/jobs/scheduled-job';
import { createLogger } from '../src/shared/logging/logger';
import { redisAvailable, startTestRedis, type TestRedis } from './redis-test-server';

/** Issue 21: sweeps and pre-computation are scheduled jobs on the job queue (shared/jobs/scheduled-job.ts). */
const quiet = { warn: () => {}, error: () => {} };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('scheduled jobs on the in-process queue', () => {
  it('run every interval, never two at once, show a failed run to admins, and stop', async () => {
    const queue = createInProcessJobQueue({ logger: quiet });
    let runs = 0;
    let concurrent = 0;
    let mostConcurrent = 0;
    const job = startScheduledJob({
      name: 'sweep',
      intervalMs: 40,
      queue,
      logger: quiet,
      run: async () => {
        runs += 1;
        concurrent += 1;
        mostConcurrent = Math.max(mostConcurrent, concurrent);
        await wait(5);
        concurrent -= 1;
        if (runs === 2) throw new Error('database unreachable');
        return runs;
      },
    });
    await Promise.all([job.runNow(), job.runNow()]);
    expect(runs).toBe(1);
    for (let i = 0; i < 50 && runs < 4; i += 1) await wait(20);
    expect(runs).toBeGreaterThanOrEqual(4);
    expect(mostConcurrent).toBe(1);
    expect(await queue.failures()).toEqual([expect.objectContaining({ name: 'sweep', attempts: 1, error: 'database unreachable' })]);
    await job.stop();
    const stoppedAt = runs;
    await wait(120);
    expect(runs).toBe(stoppedAt);
    await queue.close();
  });

  it('disabled: no ticks, but runNow works', async () => {
    const queue = createInProcessJobQueue({ logger: quiet });
    let runs = 0;
    const job = startScheduledJob({ name: 'sweep', intervalMs: 10, queue, logger: quiet, enabled: false, run: async () => (runs += 1) });
    await wait(60);
    expect(runs).toBe(0);
    expect(await job.runNow()).toBe(1);
    await job.stop();
    await queue.close();
  });
});

describe('horoscope pre-computation', () => {
  it("stores today's and tomorrow's daily readings of the twelve signs (IST dates) at start, so a request reads them", async () => {
    const store = createMemoryHoroscopeStore();
    const inserted: string[] = [];
    const watched: HoroscopeStore = {
      ...store,
      find: (...args) => store.find(...args),
      insertMissing: async (entries, language) => {
        inserted.push(...entries.map((entry) => `${entry.periodStart}:${entry.sign}:${language}`));
        await store.insertMissing(entries, language);
      },
    };
    // 20:30 UTC on 24 Nov is 02:00 on 25 Nov in India: "today" is the 25th.
    const service = createHoroscopeService(watched, () => new Date('2026-11-24T20:30:00Z'));
    const queue = createInProcessJobQueue({ logger: quiet });
    const precompute = startHoroscopePrecompute({ queue, logger: createLogger('silent'), service });
    await queue.idle();
    expect(new Set(inserted.map((entry) => entry.split(':')[0]))).toEqual(new Set(['2026-11-25', '2026-11-26']));
    // Twelve signs, two days, in each offered language.
    expect(new Set(inserted.map((entry) => entry.split(':')[2]))).toEqual(new Set(uiLanguageCodes));
    expect(inserted).toHaveLength(12 * 2 * uiLanguageCodes.length);

    // The first request of the 26th computes nothing; running the job again stores nothing twice.
    const tomorrow = await service.all('daily', '2026-11-26');
    expect(tomorrow.horoscopes).toHaveLength(12);
    expect(await precompute.runNow()).toEqual(['2026-11-25', '2026-11-26']);
    expect(inserted).toHaveLength(12 * 2 * uiLanguageCodes.length);
    await precompute.stop();
    await queue.close();
  });
});

(redisAvailable ? describe : describe.skip)('scheduled jobs with Redis (BullMQ)', () => {
  let redis: TestRedis;
  const open: JobQueue[] = [];

  beforeAll(async () => {
    redis = await startTestRedis();
  }, 60_000);
  afterAll(async () => {
    for (const queue of open) await queue.close();
    await redis.stop();
  });

  it('two instances scheduling the same job run it once per interval between them, not once each', async () => {
    const runs: string[] = [];
    const enqueued: string[] = [];
    const intervalMs = 300;
    const jobs = ['a', 'b'].map((by) => {
      const queue = createBullmqJobQueue({ redisUrl: redis.url, name: 'schedules-test', concurrency: 2, logger: quiet });
      open.push(queue);
      // Every id each instance enqueues, to compare with the runs.
      const watched: JobQueue = {
        ...queue,
        enqueue: (name, payload, options) => {
          enqueued.push(options?.jobId ?? '');
          return queue.enqueue(name, payload, options);
        },
      };
      return startScheduledJob({
        name: 'fulfilment-sweep',
        intervalMs,
        queue: watched,
        logger: quiet,
        run: async () => {
          runs.push(by);
        },
      });
    });
    // Until about six intervals ran (a busy machine starts BullMQ's workers slowly).
    for (let i = 0; i < 100 && runs.length < 6; i += 1) await wait(100);
    for (const job of jobs) await job.stop();
    await wait(intervalMs);
    const intervals = new Set(enqueued).size;
    expect(runs.length).toBeGreaterThanOrEqual(6);
    // Both instances enqueued each interval (about twice as many enqueues as intervals); each interval ran once.
    expect(enqueued.length).toBeGreaterThanOrEqual(intervals * 2 - 2);
    expect(runs.length).toBeLessThanOrEqual(intervals);
  }, 30_000);
});
