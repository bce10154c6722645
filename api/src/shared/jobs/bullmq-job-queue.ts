import { Queue, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { watchQueue } from '../metrics/metrics';
import { settlesWithin } from '../time/settles-within';
import type { FailedJob, JobHandler, JobQueue } from './job-queue';

export interface BullmqQueueOptions {
  redisUrl: string;
  /** The queue's name in Redis and in the metrics (default jobs). */
  name?: string;
  concurrency?: number;
  logger: { warn(message: string, ...rest: unknown[]): void; error(message: string, ...rest: unknown[]): void };
}

/** Failed jobs kept in Redis for admins to read (the newest ones). */
const KEEP_FAILED = 500;

const CLOSE_DEADLINE_MS = 5_000;

/** BullMQ refuses ':' in custom job ids; ours use it as a separator (receipt:T123). */
const bullJobId = (jobId: string) => jobId.replace(/:/g, '~');

/**
 * The job queue on Redis (BullMQ): jobs survive a restart of this process and are shared by every API
 * instance (whichever worker is free takes the next job). Same contract as the in-process queue: an id
 * makes enqueueing idempotent while the job waits or runs, retries back off exponentially, and the
 * handler's onExhausted runs once, on the instance that ran the last attempt.
 */
export function createBullmqJobQueue(options: BullmqQueueOptions): JobQueue {
  const name = options.name ?? 'jobs';
  // BullMQ's workers block on Redis: ioredis must retry forever instead of failing their commands.
  const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  connection.on('error', (error: unknown) => options.logger.error(`Redis connection error (job queue ${name})`, error));
  const queue = new Queue(name, { connection });
  const handlers = new Map<string, JobHandler<unknown>>();
  let worker: Worker | undefined;

  const startWorker = () => {
    worker = new Worker(
      name,
      async (job: Job) => {
        const handler = handlers.get(job.name);
        if (!handler) throw new Error(`no handler for ${job.name} on this instance`);
        await handler.run(job.data);
      },
      // The worker makes its own blocking connection from this one; both end in close().
      { connection, concurrency: options.concurrency ?? 2 },
    );
    worker.on('error', (error) => options.logger.error(`Job worker error (${name})`, error));
    worker.on('failed', (job, error) => {
      if (!job) return;
      const attempts = job.opts.attempts ?? 1;
      if (job.attemptsMade < attempts) {
        options.logger.warn(`Job ${job.id} failed (attempt ${job.attemptsMade} of ${attempts}); retrying`, error);
        return;
      }
      options.logger.error(`Job ${job.id} failed after ${job.attemptsMade} attempts`, error);
      handlers
        .get(job.name)
        ?.onExhausted?.(job.data, error)
        .catch((exhaustedError: unknown) => options.logger.error(`Job ${job.id}: the handler of its last failure failed too`, exhaustedError));
    });
  };

  const depth = async () => {
    const counts = await queue.getJobCounts('waiting', 'delayed', 'prioritized');
    return Object.values(counts).reduce((total, count) => total + count, 0);
  };
  const unwatch = watchQueue(name, depth);

  return {
    register(jobName, handler) {
      handlers.set(jobName, handler as JobHandler<unknown>);
      if (!worker) startWorker();
    },
    async enqueue(jobName, payload, enqueueOptions = {}) {
      const handler = handlers.get(jobName);
      const jobId = enqueueOptions.jobId ? bullJobId(enqueueOptions.jobId) : undefined;
      if (jobId) {
        // A job that failed for good is kept for admins; enqueueing it again (a sweeper) starts it anew.
        const existing = await queue.getJob(jobId);
        if (existing && (await existing.isFailed())) await existing.remove();
      }
      await queue.add(jobName, payload, {
        ...(jobId ? { jobId } : {}),
        ...(enqueueOptions.delayMs ? { delay: enqueueOptions.delayMs } : {}),
        attempts: handler?.attempts ?? 3,
        backoff: { type: 'exponential', delay: handler?.backoffMs ?? 1_000 },
        removeOnComplete: enqueueOptions.keepCompletedMs ? { age: Math.ceil(enqueueOptions.keepCompletedMs / 1000) } : true,
        removeOnFail: { count: KEEP_FAILED },
      });
    },
    depth,
    async failures(limit = 50) {
      const jobs = await queue.getFailed(0, limit - 1);
      return jobs.map(
        (job): FailedJob => ({
          queue: name,
          name: job.name,
          jobId: String(job.id).replace(/~/g, ':'),
          attempts: job.attemptsMade,
          error: job.failedReason,
          failedAt: new Date(job.finishedOn ?? job.timestamp).toISOString(),
        }),
      );
    },
    async retry(jobId) {
      const job = await queue.getJob(bullJobId(jobId));
      if (!job || !(await job.isFailed())) return false;
      // BullMQ runs it again with its attempts counted anew.
      await job.retry('failed', { resetAttemptsMade: true });
      return true;
    },
    async idle() {
      for (;;) {
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
        if (Object.values(counts).every((count) => count === 0)) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async close() {
      unwatch();
      // Running jobs may finish (they are idempotent, so one cut short simply runs again elsewhere), but a
      // shutdown never hangs on a Redis that went away and came back.
      const graceful = (async () => {
        await worker?.close();
        await queue.close();
      })();
      if (!(await settlesWithin(graceful, CLOSE_DEADLINE_MS))) {
        options.logger.warn(`Job queue ${name}: closing took longer than ${CLOSE_DEADLINE_MS} ms; disconnecting`);
        // Forcing can hang too (a worker still waiting on a connection that came back empty): bounded as well.
        const forced = Promise.allSettled([worker?.close(true), queue.disconnect()]);
        if (!(await settlesWithin(forced, CLOSE_DEADLINE_MS))) options.logger.warn(`Job queue ${name}: the worker did not stop; leaving it`);
      }
      // Not quit(): with maxRetriesPerRequest null it would wait forever for a Redis that is away.
      connection.disconnect();
    },
  };
}
