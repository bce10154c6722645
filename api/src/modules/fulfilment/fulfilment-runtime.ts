import type { AppContext } from '../../shared/app-context';
import { appJobQueueOf, closeAppJobQueue } from '../../shared/jobs/app-job-queue';
import type { JobQueue } from '../../shared/jobs/job-queue';
import { schedulesQueueOf } from '../../shared/jobs/scheduled-job';
import { appMailQueueOf } from '../../shared/mail/mail-queue';
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

const runtimes = new WeakMap<AppContext, FulfilmentRuntime>();

/** One job queue, fulfilment service and sweeper per running API (server.ts starts it, close stops it). */
export function startFulfilmentRuntime(ctx: AppContext, options: { sweep?: boolean } = {}): FulfilmentRuntime {
  const existing = runtimes.get(ctx);
  if (existing) return existing;
  const queue = appJobQueueOf(ctx);
  // PDFs are built on a worker thread, so a build never holds up requests. A mutable holder, so a test
  // can swap a builder in without restarting the server.
  const workerBuilders = createWorkerBuilders(ctx.logger);
  const builders: DeliverableBuilders = {
    buildReport: workerBuilders.buildReport,
    buildItem: workerBuilders.buildItem,
    buildPeriodReading: workerBuilders.buildPeriodReading,
    buildReceipt: workerBuilders.buildReceipt,
  };
  const service = createFulfilmentService({
    config: ctx.config,
    logger: ctx.logger,
    queue,
    reports: createReportStorage(ctx.config.payments.reportsDir),
    receipts: createReceiptStorage(ctx.config.payments.reportsDir),
    mail: appMailQueueOf(ctx),
    builders: {
      buildReport: (...args) => builders.buildReport(...args),
      buildItem: (...args) => builders.buildItem(...args),
      buildPeriodReading: (...args) => builders.buildPeriodReading(...args),
      buildReceipt: (...args) => builders.buildReceipt(...args),
    },
    siteUrl: resolveGatewaySettings(ctx.config).siteUrl,
  });
  const sweeper = startFulfilmentSweeper({
    service,
    logger: ctx.logger,
    intervalMs: ctx.config.fulfilmentSweepIntervalMs ?? 30_000,
    enabled: options.sweep ?? true,
    queue: schedulesQueueOf(ctx, ctx.config, ctx.logger),
  });
  const runtime: FulfilmentRuntime = {
    queue,
    service,
    sweeper,
    builders,
    workerBuilders,
    async stop() {
      await sweeper.stop();
      await closeAppJobQueue(ctx);
      await workerBuilders.close();
      runtimes.delete(ctx);
    },
  };
  runtimes.set(ctx, runtime);
  return runtime;
}

/** The runtime of this API (started on first use when a test builds the app without server.ts). */
export function fulfilmentRuntimeOf(ctx: AppContext): FulfilmentRuntime {
  return runtimes.get(ctx) ?? startFulfilmentRuntime(ctx, { sweep: false });
}
