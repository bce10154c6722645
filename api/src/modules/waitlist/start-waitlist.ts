import type { DomainEvents } from '../../shared/events/domain-events';
import type { Logger } from '../../shared/logging/logger';
import { leaveQueuesAfterBooking } from './use-cases/leave-queues-after-booking';
import { advanceQueue, startWaitlistSweeper } from './use-cases/waitlist-queue';
import type { RealtimeEvents } from '../../shared/realtime/realtime-events';

/**
 * Calls the next customer as soon as an astrologer's session ends, takes a customer who books out of every
 * queue, and sweeps every `intervalMs` for calls
 * not accepted in time and astrologers who came back online. Returns the stop function.
 */
export function startWaitlist(options: { intervalMs: number; logger: Logger; events: DomainEvents; realtime: RealtimeEvents }): () => Promise<void> {
  // Not awaited: the end's answer does not wait for the next customer's call. A failure is logged and the
  // sweeper tries again.
  const unsubscribe = options.events.subscribe('consultation.ended', ({ consultation }) => {
    advanceQueue(consultation.astrologerId, options.realtime).catch((error: unknown) => options.logger.error('waitlist advance failed', error));
  });
  // A failure is logged by the publisher; the booking stands.
  const unsubscribeBooked = options.events.subscribe('consultation.booked', ({ consultation }) => leaveQueuesAfterBooking(consultation, options.realtime));
  const sweeper = startWaitlistSweeper(options);
  return async () => {
    unsubscribe();
    unsubscribeBooked();
    await sweeper.stop();
  };
}
