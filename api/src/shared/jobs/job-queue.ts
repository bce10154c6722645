import type { FailedJob } from '@astrosetu/contracts';
import { watchQueue } from '../metrics/metrics';

/**
 * Work that must not run on a request's path (building a PDF, e-mailing it). Deliberately small so a
 * durable queue (BullMQ on Redis, issue 21) can implement the same interface: named handlers, jobs with
 * an id that makes enqueueing idempotent, retries with backoff, and a last word when every attempt failed.
 *
 * Handlers must be idempotent: a job may run again after a crash or a retry, so each step checks what an
 * earlier run already did (the order's state in the database is the truth, never the queue).
 */
export interface JobHandler<P> {
  run(payload: P): Promise<void>;
  /** After the last failed attempt (e.g. refund the order). */
  onExhausted?(payload: P, error: unknown): Promise<void>;
  /** Attempts in all, default 3. */
  attempts?: number;
  /** Delay before the 2nd attempt; doubles for each next one. Default 1 s. */
  backoffMs?: number;
}

export interface JobQueue {
  register<P>(name: string, handler: JobHandler<P>): void;
  /** Adds a job unless one with the same id is waiting or running (then this is a no-op). */
  enqueue<P>(name: string, payload: P, options?: EnqueueOptions): Promise<void>;
  /** Jobs waiting or delayed, not yet running (the job_queue_depth metric). */
  depth(): Promise<number>;
  /** The latest jobs that failed every attempt, newest first (admins read them: GET /api/admin/jobs/failed). */
  failures(limit?: number): Promise<FailedJob[]>;
  /** Runs a job that failed every attempt again, from its first attempt (an admin's retry). False if no such failed job. */
  retry(jobId: string): Promise<boolean>;
  /** Resolves when nothing is waiting or running (tests, benchmarks, shutdown). */
  idle(): Promise<void>;
  /** Stops taking jobs and waits for the running ones. */
  close(): Promise<void>;
}

export interface EnqueueOptions {
  /** Makes enqueueing idempotent: a job with this id waiting, running (or kept, below) is not added again. */
  jobId?: string;
  delayMs?: number;
  /** Remember the id this long after the job completed, so enqueueing it again meanwhile is a no-op (scheduled jobs). */
  keepCompletedMs?: number;
}

/** What GET /api/admin/jobs/failed lists: declared in contracts with the endpoint. */
export type { FailedJob };

export interface JobRun {
  name: string;
  jobId: string;
  attempt: number;
  ok: boolean;
  durationMs: number;
}

export interface InProcessQueueOptions {
  /** Its label in the metrics (default jobs). */
  name?: string;
  concurrency?: number;
  logger: { warn(message: string, ...rest: unknown[]): void; error(message: string, ...rest: unknown[]): void };
  /** Told about every attempt (durations of PDF builds are measured from this). */
  onRun?(run: JobRun): void;
}

interface PendingJob {
  name: string;
  jobId: string;
  payload: unknown;
  attempt: number;
  keepCompletedMs?: number;
}

/** Failed jobs remembered for admins (in memory: they go with the process). */
const KEEP_FAILED = 100;

/** One process, in memory: jobs waiting when the process stops are lost, so callers keep a sweeper that re-enqueues from the database. */
export function createInProcessJobQueue(options: InProcessQueueOptions): JobQueue {
  const concurrency = options.concurrency ?? 2;
  const handlers = new Map<string, JobHandler<unknown>>();
  const known = new Set<string>();
  const ready: PendingJob[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let running = 0;
  let closed = false;
  let idleWaiters: Array<() => void> = [];
  const queueName = options.name ?? 'jobs';
  const unwatch = watchQueue(queueName, () => ready.length + timers.size);
  const failed: FailedJob[] = [];
  /** What a failed job needs to run again, by its id (as long as it is listed in `failed`). */
  const failedPayloads = new Map<string, unknown>();

  const settleIdle = () => {
    if (running === 0 && ready.length === 0 && timers.size === 0) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  };

  const later = (job: PendingJob, delayMs: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (closed) {
        known.delete(job.jobId);
        settleIdle();
        return;
      }
      ready.push(job);
      pump();
    }, delayMs);
    timers.add(timer);
  };

  const execute = async (job: PendingJob) => {
    const handler = handlers.get(job.name);
    const started = performance.now();
    if (!handler) {
      options.logger.error(`Job ${job.jobId}: no handler for ${job.name}`);
      known.delete(job.jobId);
      return;
    }
    const attempts = handler.attempts ?? 3;
    try {
      await handler.run(job.payload);
      options.onRun?.({ name: job.name, jobId: job.jobId, attempt: job.attempt, ok: true, durationMs: performance.now() - started });
      if (job.keepCompletedMs) setTimeout(() => known.delete(job.jobId), job.keepCompletedMs).unref();
      else known.delete(job.jobId);
    } catch (error) {
      options.onRun?.({ name: job.name, jobId: job.jobId, attempt: job.attempt, ok: false, durationMs: performance.now() - started });
      if (job.attempt < attempts && !closed) {
        options.logger.warn(`Job ${job.jobId} failed (attempt ${job.attempt} of ${attempts}); retrying`, error);
        later({ ...job, attempt: job.attempt + 1 }, (handler.backoffMs ?? 1_000) * 2 ** (job.attempt - 1));
        return;
      }
      options.logger.error(`Job ${job.jobId} failed after ${job.attempt} attempts`, error);
      known.delete(job.jobId);
      failed.unshift({
        queue: queueName,
        name: job.name,
        jobId: job.jobId,
        attempts: job.attempt,
        error: error instanceof Error ? error.message : String(error),
        failedAt: new Date().toISOString(),
      });
      failedPayloads.set(job.jobId, job.payload);
      for (const forgotten of failed.splice(KEEP_FAILED)) failedPayloads.delete(forgotten.jobId);
      try {
        await handler.onExhausted?.(job.payload, error);
      } catch (exhaustedError) {
        options.logger.error(`Job ${job.jobId}: the handler of its last failure failed too`, exhaustedError);
      }
    }
  };

  const pump = () => {
    while (running < concurrency && ready.length > 0) {
      const job = ready.shift() as PendingJob;
      running += 1;
      void execute(job).finally(() => {
        running -= 1;
        pump();
        settleIdle();
      });
    }
    settleIdle();
  };

  return {
    register(name, handler) {
      handlers.set(name, handler as JobHandler<unknown>);
    },
    async enqueue(name, payload, enqueueOptions = {}) {
      if (closed) return;
      const jobId = enqueueOptions.jobId ?? `${name}:${Date.now()}:${Math.random().toString(36).slice(2)}`;
      if (known.has(jobId)) return;
      known.add(jobId);
      const job: PendingJob = { name, jobId, payload, attempt: 1, ...(enqueueOptions.keepCompletedMs ? { keepCompletedMs: enqueueOptions.keepCompletedMs } : {}) };
      if (enqueueOptions.delayMs && enqueueOptions.delayMs > 0) later(job, enqueueOptions.delayMs);
      else {
        ready.push(job);
        // Start on the next turn, so the caller (a callback) answers before the work begins.
        setImmediate(pump);
      }
    },
    idle() {
      return new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        setImmediate(settleIdle);
      });
    },
    depth: async () => ready.length + timers.size,
    failures: async (limit = 50) => failed.slice(0, limit),
    async retry(jobId) {
      const index = failed.findIndex((job) => job.jobId === jobId);
      if (index < 0 || closed || known.has(jobId)) return false;
      const [job] = failed.splice(index, 1);
      const payload = failedPayloads.get(jobId);
      failedPayloads.delete(jobId);
      known.add(jobId);
      ready.push({ name: job!.name, jobId, payload, attempt: 1 });
      setImmediate(pump);
      return true;
    },
    async close() {
      closed = true;
      unwatch();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      ready.length = 0;
      while (running > 0) await new Promise((resolve) => setTimeout(resolve, 10));
      settleIdle();
    },
  };
}
