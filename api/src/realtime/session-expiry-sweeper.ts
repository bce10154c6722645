import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { consultationDurations } from '@astrosetu/contracts';
import { consultationExpiryRepository } from '../modules/consultations/consultation-expiry.repository';
import { sessionEndsAt } from '../modules/consultations/consultation-timing';
import { endExpiredConsultation } from '../modules/consultations/use-cases/end-expired-consultation';
import type { Logger } from '../shared/logging/logger';

export interface ExpirySweeperOptions {
  intervalMs: number;
  graceMs: number;
  logger: Logger;
}

export interface ExpirySweeper {
  /** Runs one sweep now (also what the timer does); resolves with the ids it ended. */
  sweep(): Promise<number[]>;
  /** Stops the timer and waits for a sweep in progress. */
  stop(): Promise<void>;
}

const SHORTEST_SESSION_MS = Math.min(...consultationDurations) * 60_000;
const BATCH = 200;

/**
 * Ends sessions whose time ran out `graceMs` ago, even when no browser is open. Every API instance
 * runs one; the end lease in endExpiredConsultation makes sure only one of them ends each session.
 */
export function startExpirySweeper(options: ExpirySweeperOptions): ExpirySweeper {
  const holder = `${hostname()}:${process.pid}:${randomUUID()}`;
  let running: Promise<number[]> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const sweepOnce = async (): Promise<number[]> => {
    const now = new Date();
    // Nothing booked within the shortest package plus the grace can have run out.
    const candidates = await consultationExpiryRepository.listActiveStartedBefore(
      new Date(now.getTime() - SHORTEST_SESSION_MS - options.graceMs),
      BATCH,
    );
    const ended: number[] = [];
    for (const candidate of candidates) {
      if (sessionEndsAt(candidate).getTime() + options.graceMs > now.getTime()) continue;
      try {
        const done = await endExpiredConsultation(candidate.id, { graceMs: options.graceMs, holder, now });
        if (done) {
          ended.push(done.id);
          options.logger.info(`Consultation ${done.id} ended automatically: its time ran out`);
        }
      } catch (error) {
        options.logger.error(`Could not end expired consultation ${candidate.id}`, error);
      }
    }
    return ended;
  };

  const sweep = (): Promise<number[]> => {
    running ??= sweepOnce().finally(() => {
      running = undefined;
    });
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      sweep()
        .catch((error: unknown) => options.logger.error('Expiry sweep failed', error))
        .finally(schedule);
    }, options.intervalMs);
    timer.unref();
  };
  schedule();

  return {
    sweep,
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
