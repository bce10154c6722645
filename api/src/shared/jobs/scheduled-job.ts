import type { AppConfig } from '../../config/config';
import type { Logger } from '../logging/logger';
import { createJobQueue } from './create-job-queue';
import type { JobQueue } from './job-queue';

export interface ScheduledJob<T> {
  /** Runs the work now (also what each tick runs); a run in progress is joined, never doubled. */
  runNow(): Promise<T>;
  /** Stops the ticks and waits for a run in progress. */
  stop(): Promise<void>;
}

export interface ScheduledJobOptions<T> {
  /** The job's name on the queue (and in the failed-jobs list). */
  name: string;
  intervalMs: number;
  /** Idempotent work over the database: any instance may run it, and it may run again. */
  run: () => Promise<T>;
  queue: JobQueue;
  logger: Pick<Logger, 'error'>;
  /** False: no ticks (tests call runNow). */
  enabled?: boolean;
  /** Also enqueue it once at start (work whose result is wanted before the first interval ends). */
  runAtStart?: boolean;
}

/**
 * Periodic work (sweeps, pre-computation) as jobs on the queue: every `intervalMs` each instance enqueues the job
 * with the id of the current interval (remembered two intervals after it completed), so with REDIS_URL one instance
 * runs each interval's job, not all of them. The work stays idempotent all the same (instances' clocks differ).
 * On the in-process queue it runs in this process. A tick's failure is not retried: the next tick is the retry.
 */
export function startScheduledJob<T>(options: ScheduledJobOptions<T>): ScheduledJob<T> {
  let running: Promise<T> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = options.enabled === false;

  const runNow = (): Promise<T> => {
    running ??= options.run().finally(() => {
      running = undefined;
    });
    return running;
  };
  options.queue.register(options.name, {
    attempts: 1,
    run: async () => {
      if (!stopped) await runNow();
    },
  });

  const enqueue = () => {
    const interval = Math.floor(Date.now() / options.intervalMs);
    return options.queue
      .enqueue(options.name, {}, { jobId: `${options.name}:${interval}`, keepCompletedMs: options.intervalMs * 2 })
      .catch((error: unknown) => options.logger.error(`Could not schedule ${options.name}`, error));
  };
  const schedule = () => {
    if (stopped) return;
    // The next tick does not wait for this enqueue: a Redis outage (ioredis retries) must not stop the schedule.
    timer = setTimeout(() => {
      void enqueue();
      schedule();
    }, options.intervalMs);
    timer.unref();
  };
  if (!stopped && options.runAtStart) void enqueue();
  schedule();

  return {
    runNow,
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}

/**
 * The queue of an API's scheduled jobs (one per running API, built at composition: app-services.ts), apart from
 * the PDF builds so that a long build never delays a session's end. server.ts closes it after stopping the
 * scheduled jobs.
 */
export function createSchedulesQueue(config: Pick<AppConfig, 'redisUrl'>, logger: Logger): JobQueue {
  return createJobQueue(config, { name: 'schedules', concurrency: 4, logger });
}
