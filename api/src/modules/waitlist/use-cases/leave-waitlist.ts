import type { User, WaitlistEntry } from '@astrosetu/contracts';
import { AppError } from '../../../shared/errors/app-error';
import { waitlistRepository } from '../waitlist.repository';
import { advanceQueue, presentEntry, publishQueue } from './waitlist-queue';
import { apiText } from '../../../shared/i18n/api-text';
import type { RealtimeEvents } from '../../../shared/realtime/realtime-events';

/** One tap: the customer leaves their queue (waiting or called); the people behind move up. */
export async function leaveWaitlist(customer: User, realtime: RealtimeEvents): Promise<WaitlistEntry> {
  const entry = await waitlistRepository.findActiveForUser(customer.id);
  if (!entry) throw AppError.notFound('waitlistEntry');
  const left = await waitlistRepository.finish(entry.id, ['waiting', 'called'], 'left');
  if (!left) throw AppError.conflict(apiText('errors.waitlist.placeQueueAlreadyEnded'));
  await publishQueue(entry.astrologerId, realtime);
  // A called customer who leaves hands the call to the next one at once.
  await advanceQueue(entry.astrologerId, realtime);
  return presentEntry(left);
}
