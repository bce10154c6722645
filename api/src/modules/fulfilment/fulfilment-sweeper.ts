import type { JobQueue } from '../../shared/jobs/job-queue';
import { startScheduledJob } from '../../shared/jobs/scheduled-job';
import type { Logger } from '../../shared/logging/logger';
import { orderFulfilmentRepository } from '../payment-orders/order-fulfilment.repository';
import type { FulfilmentService } from './fulfilment-service';
import { refundOrder } from './use-cases/refund-order';
import type { DomainEvents } from '../../shared/events/domain-events';

export interface FulfilmentSweeper {
  /** One sweep now (also what the timer runs): the txnids it refunded. */
  sweep(now?: Date): Promise<string[]>;
  stop(): Promise<void>;
}

const BATCH = 100;
/** An automatic order still unbuilt this long after payment lost its job (a restart): enqueue it again. */
const LOST_JOB_MS = 2 * 60_000;

/**
 * Every API instance runs one, like the session-expiry sweeper: refunds overdue orders (each refund is
 * conditional on the order still being in progress and overdue, so two sweepers or a racing delivery
 * cannot refund twice), makes scheduled readings available as their periods begin, and re-enqueues
 * builds whose in-process job was lost. A scheduled job (shared/jobs/scheduled-job.ts), like the session-expiry
 * sweep: with REDIS_URL one instance sweeps each interval.
 */
export function startFulfilmentSweeper(options: {
  service: FulfilmentService;
  logger: Logger;
  intervalMs: number;
  enabled: boolean;
  queue: JobQueue;
  events: Pick<DomainEvents, 'publish'>;
}): FulfilmentSweeper {
  let running: Promise<string[]> | undefined;

  const sweepOnce = async (now: Date): Promise<string[]> => {
    const refunded: string[] = [];
    for (const order of await orderFulfilmentRepository.listOverdue(now, BATCH)) {
      try {
        const done = await refundOrder(order.txnid, 'overdue', options.events, { dueBefore: now });
        if (done) {
          refunded.push(done.txnid);
          options.logger.info(`Order ${done.txnid} refunded: not delivered by ${order.fulfilment?.dueBy?.toISOString()}`);
        }
      } catch (error) {
        options.logger.error(`Could not refund overdue order ${order.txnid}`, error);
      }
    }
    for (const order of await orderFulfilmentRepository.listReadingsDue(now, BATCH)) {
      await options.service.enqueueReading(order.txnid, (order.fulfilment?.readingsCount ?? 0) + 1);
    }
    for (const order of await orderFulfilmentRepository.listUnbuilt(new Date(now.getTime() - LOST_JOB_MS), BATCH)) {
      const built = order.kind === 'report' ? Boolean(order.reportFile) && order.fulfilment?.mode !== 'automatic' : Boolean(order.fulfilment?.file);
      if (!built) await options.service.startWork(order);
    }
    return refunded;
  };

  const sweep = (now = new Date()): Promise<string[]> => {
    running ??= sweepOnce(now).finally(() => {
      running = undefined;
    });
    return running;
  };

  const scheduled = startScheduledJob({
    name: 'fulfilment-sweep',
    intervalMs: options.intervalMs,
    run: () => sweep(),
    queue: options.queue,
    logger: options.logger,
    enabled: options.enabled,
  });

  return {
    sweep,
    stop: async () => {
      await scheduled.stop();
      await running?.catch(() => undefined);
    },
  };
}
