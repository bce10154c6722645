import type { Logger } from '../../shared/logging/logger';
import { onConsultationEnded } from '../consultations/consultation-end-listeners';
import { advanceQueue, startWaitlistSweeper } from './use-cases/waitlist-queue';

/**
 * Calls the next customer as soon as an astrologer's session ends, and sweeps every `intervalMs` for calls
 * not accepted in time and astrologers who came back online. Returns the stop function.
 */
export function startWaitlist(options: { intervalMs: number; logger: Logger }): () => Promise<void> {
  const unsubscribe = onConsultationEnded((ended) => {
    advanceQueue(ended.astrologerId).catch((error: unknown) => options.logger.error('waitlist advance failed', error));
  });
  const sweeper = startWaitlistSweeper(options);
  return async () => {
    unsubscribe();
    await sweeper.stop();
  };
}
