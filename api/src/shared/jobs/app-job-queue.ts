import type { AppContext } from '../app-context';
import { createJobQueue } from './create-job-queue';
import type { JobQueue } from './job-queue';

const queues = new WeakMap<AppContext, JobQueue>();

/**
 * The job queue of one running API (order PDFs, receipts, e-mails), created on first use. The fulfilment runtime
 * closes it when the API stops (closeAppJobQueue); the next use after that starts a new one.
 */
export function appJobQueueOf(ctx: AppContext): JobQueue {
  let queue = queues.get(ctx);
  if (!queue) {
    // One at a time: PDF builds take a CPU core each.
    queue = createJobQueue(ctx.config, { logger: ctx.logger, concurrency: 1 });
    queues.set(ctx, queue);
  }
  return queue;
}

export async function closeAppJobQueue(ctx: AppContext): Promise<void> {
  const queue = queues.get(ctx);
  queues.delete(ctx);
  await queue?.close();
}
