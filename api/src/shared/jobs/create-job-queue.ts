import type { AppConfig } from '../../config/config';
import type { createBullmqJobQueue } from './bullmq-job-queue';
import { createInProcessJobQueue, type InProcessQueueOptions, type JobQueue } from './job-queue';

/** The job queue this configuration selects: BullMQ on Redis with REDIS_URL (shared by every instance), else in process. */
export function createJobQueue(config: Pick<AppConfig, 'redisUrl'>, options: InProcessQueueOptions): JobQueue {
  if (config.redisUrl) {
    // BullMQ and ioredis load only with REDIS_URL (docs/performance.md#what-an-api-process-loads). A synchronous
    // require: the callers take the queue at once.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const bullmq = require('./bullmq-job-queue') as { createBullmqJobQueue: typeof createBullmqJobQueue };
    return bullmq.createBullmqJobQueue({ redisUrl: config.redisUrl, name: options.name, concurrency: options.concurrency, logger: options.logger });
  }
  return createInProcessJobQueue(options);
}
