import type { AppConfig } from '../../config/config';
import type { JobQueue } from '../../shared/jobs/job-queue';
import type { DomainEvents } from '../../shared/events/domain-events';
import type { Logger } from '../../shared/logging/logger';
import type { MailQueue } from '../../shared/mail/mail-queue';
import { resolveGatewaySettings } from '../payments/gateway/gateway-settings';
import { createReceiptStorage } from '../receipts/receipt-storage';
import { createReportStorage } from '../reports/report-storage';
import type { DeliverableBuilders } from './deliverable-builders';
import { createFulfilmentService, type FulfilmentService } from './fulfilment-service';
import { startFulfilmentSweeper, type FulfilmentSweeper } from './fulfilment-sweeper';
import { createWorkerBuilders } from './worker-builders';

export interface FulfilmentRuntime {
  queue: JobQueue;
  service: FulfilmentService;
  sweeper: FulfilmentSweeper;
  /** Tests: build with other builders (a failing or slow one); `workerBuilders` restores the real ones. */
  builders: DeliverableBuilders;
  workerBuilders: DeliverableBuilders;
  stop(): Promise<void>;
}

/** What the runtime is built from, at composition (app-services.ts): this API's own queues and mail. */
export interface FulfilmentRuntimeDeps {
  config: AppConfig;
  logger: Logger;
  /** The job queue of the PDF builds and e-mails; the runtime closes it when it stops. */
  queue: JobQueue;
  mail: MailQueue;
  /** Where the sweeper runs as a scheduled job. */
  schedules: JobQueue;
  /** This API's domain events (a refund's balance change). */
  events: DomainEvents;
}

/** The fulfilment service and sweeper of one running API (app-services.ts starts it, server.ts stops it). */
export function startFulfilmentRuntime(deps: FulfilmentRuntimeDeps): FulfilmentRuntime {
  const { config, logger, queue } = deps;
  // PDFs are built on a worker thread, so a build never holds up requests. A mutable holder, so a test
  // can swap a builder in without restarting the server.
  const workerBuilders = createWorkerBuilders(logger);
  const builders: DeliverableBuilders = {
    buildReport: workerBuilders.buildReport,
    buildItem: workerBuilders.buildItem,
    buildPeriodReading: workerBuilders.buildPeriodReading,
    buildReceipt: workerBuilders.buildReceipt,
  };
  const service = createFulfilmentService({
    config,
    logger,
    queue,
    reports: createReportStorage(config.payments.reportsDir),
    receipts: createReceiptStorage(config.payments.reportsDir),
    mail: deps.mail,
    builders: {
      buildReport: (...args) => builders.buildReport(...args),
      buildItem: (...args) => builders.buildItem(...args),
      buildPeriodReading: (...args) => builders.buildPeriodReading(...args),
      buildReceipt: (...args) => builders.buildReceipt(...args),
    },
    siteUrl: resolveGatewaySettings(config).siteUrl,
    events: deps.events,
  });
  const sweeper = startFulfilmentSweeper({
    service,
    logger,
    intervalMs: config.fulfilmentSweepIntervalMs ?? 30_000,
    enabled: true,
    queue: deps.schedules,
    events: deps.events,
  });
  const runtime: FulfilmentRuntime = {
    queue,
    service,
    sweeper,
    builders,
    workerBuilders,
    async stop() {
      await sweeper.stop();
      // Before the workers: a build in flight finishes on them.
      await queue.close();
      await workerBuilders.close();
    },
  };
  return runtime;
}
