import type { AppConfig } from '../../config/config';
import { createBullmqJobQueue } from './bullmq-job-queue';
import { createInProcessJobQueue, type InProcessQueueOptions, type JobQueue } from './job-queue';

/** The job queue this configuration selects: BullMQ on Redis with REDIS_URL (shared by every instance), else in process. */
export function createJobQueue(config: Pick<AppConfig, 'redisUrl'>, options: InProcessQueueOptions): JobQueue {
  if (config.redisUrl) return createBullmqJobQueue({ redisUrl: config.redisUrl, name: options.name, concurrency: options.concurrency, logger: options.logger });
  return createInProcessJobQueue(options);
}
