import { uiLanguageCodes } from '@astrosetu/contracts';
import type { JobQueue } from '../../shared/jobs/job-queue';
import { startScheduledJob, type ScheduledJob } from '../../shared/jobs/scheduled-job';
import type { Logger } from '../../shared/logging/logger';
import { createHoroscopeService, type HoroscopeService } from './horoscope-service';
import { createMongoHoroscopeStore } from './horoscope.repository';
import { addDays } from './periods';

/** Hourly: tomorrow's readings (IST) are stored many hours before midnight, and a missed hour costs nothing. */
export const HOROSCOPE_PRECOMPUTE_INTERVAL_MS = 60 * 60_000;

/**
 * A scheduled job that stores today's and tomorrow's daily readings of the twelve signs (dates in IST) in every
 * offered language, so the
 * first visitor of a day reads stored horoscopes instead of waiting for their computation. Runs once at start
 * too. Idempotent: the service computes only the readings not stored yet.
 */
export function startHoroscopePrecompute(options: {
  queue: JobQueue;
  logger: Logger;
  intervalMs?: number;
  service?: HoroscopeService;
  /** False: no ticks and no run at start (runNow still works). */
  enabled?: boolean;
}): ScheduledJob<string[]> {
  const service = options.service ?? createHoroscopeService(createMongoHoroscopeStore());
  const precompute = async (): Promise<string[]> => {
    const today = service.today();
    const dates = [today, addDays(today, 1)];
    for (const date of dates) for (const language of uiLanguageCodes) await service.all('daily', date, language);
    return dates;
  };
  return startScheduledJob({
    name: 'horoscope-precompute',
    intervalMs: options.intervalMs ?? HOROSCOPE_PRECOMPUTE_INTERVAL_MS,
    run: precompute,
    queue: options.queue,
    logger: options.logger,
    runAtStart: true,
    enabled: options.enabled,
  });
}
