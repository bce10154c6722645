import type { JobQueue } from '../../shared/jobs/job-queue';
import { startScheduledJob, type ScheduledJob } from '../../shared/jobs/scheduled-job';
import type { DomainEvents } from '../../shared/events/domain-events';
import type { Logger } from '../../shared/logging/logger';
import type { VoucherRecord } from './voucher.repository';
import { expireDueVouchers } from './use-cases/expire-vouchers';

/** How often unused vouchers past their 30 days are looked for: a refund lands within this of the expiry. */
export const VOUCHER_EXPIRY_INTERVAL_MS = 5 * 60_000;

/** The scheduled job (shared/jobs) that expires and refunds unused vouchers; server.ts starts and stops it. */
export function startVoucherExpiry(options: {
  queue: JobQueue;
  logger: Logger;
  events: Pick<DomainEvents, 'publish'>;
  intervalMs?: number;
  enabled?: boolean;
}): ScheduledJob<VoucherRecord[]> {
  return startScheduledJob({
    name: 'voucher-expiry',
    intervalMs: options.intervalMs ?? VOUCHER_EXPIRY_INTERVAL_MS,
    run: () => expireDueVouchers(options.events),
    queue: options.queue,
    logger: options.logger,
    enabled: options.enabled,
    runAtStart: true,
  });
}
