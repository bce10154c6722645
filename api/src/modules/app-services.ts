import type { AppContext } from '../shared/app-context';
import { createJobQueue } from '../shared/jobs/create-job-queue';
import type { JobQueue } from '../shared/jobs/job-queue';
import { createSchedulesQueue } from '../shared/jobs/scheduled-job';
import { createMailer } from '../shared/mail/create-mailer';
import { mailQueueOn, type MailQueue } from '../shared/mail/mail-queue';
import { startFulfilmentRuntime, type FulfilmentRuntime } from './fulfilment/fulfilment-runtime';

/**
 * The long-lived services of one running API, built once at composition (server.ts) and handed to whoever needs
 * them (createApp, the routers, the realtime side). Built per API, never looked up by context: two servers in one
 * test process each have their own queues.
 */
export interface AppServices {
  /** Order PDFs, receipts and e-mails. */
  jobs: JobQueue;
  /** Every e-mail, on `jobs`. */
  mail: MailQueue;
  /** Scheduled jobs (sweepers, precomputes), apart from `jobs` so that a long PDF build never delays a session's end. */
  schedules: JobQueue;
  fulfilment: FulfilmentRuntime;
}

/** Builds this API's services. server.ts stops them: fulfilment (which closes `jobs`), then `schedules`. */
export function startAppServices(ctx: Pick<AppContext, 'config' | 'logger' | 'events'>): AppServices {
  const { config, logger, events } = ctx;
  // One at a time: PDF builds take a CPU core each.
  const jobs = createJobQueue(config, { logger, concurrency: 1 });
  const mail = mailQueueOn(jobs, createMailer(config), logger);
  const schedules = createSchedulesQueue(config, logger);
  const fulfilment = startFulfilmentRuntime({ config, logger, queue: jobs, mail, schedules, events });
  return { jobs, mail, schedules, fulfilment };
}
