import { requireVerifiedCustomer } from '../../account-verification/use-cases/require-verified-customer';
import type { User, WaitlistEntry } from '@astrosetu/contracts';
import { AppError } from '../../../shared/errors/app-error';
import { astrologerRepository } from '../../astrologers/astrologer.repository';
import { consultationRepository } from '../../consultations/consultation.repository';
import { AlreadyInWaitlistError, waitlistRepository } from '../waitlist.repository';
import { advanceQueue, presentEntry, publishQueue } from './waitlist-queue';
import { apiText } from '../../../shared/i18n/api-text';
import type { RealtimeEvents } from '../../../shared/realtime/realtime-events';

/**
 * A customer joins the queue of an astrologer who is online but busy (in a session, or with a queue
 * already). One queue entry per customer, whatever the astrologer: the unique active key decides.
 */
export async function joinWaitlist(customer: User, astrologerId: number, realtime: RealtimeEvents): Promise<WaitlistEntry> {
  if (customer.role !== 'user') throw AppError.forbidden(apiText('errors.waitlist.customersJoinWaitlist'));
  requireVerifiedCustomer(customer);
  const astrologer = await astrologerRepository.findById(astrologerId);
  if (!astrologer || astrologer.approvalStatus !== 'approved') throw AppError.notFound('astrologer');
  if (!astrologer.isOnline) throw AppError.conflict(apiText('errors.waitlist.astrologerOffline', { name: astrologer.name }));
  const running = await consultationRepository.listActiveForAstrologer(astrologerId);
  if (running.some((session) => session.userId === customer.id)) {
    throw AppError.conflict(apiText('errors.waitlist.alreadyInConsultation', { name: astrologer.name }));
  }
  const queue = await waitlistRepository.listActiveForAstrologer(astrologerId);
  if (running.length === 0 && queue.length === 0) {
    throw new AppError(409, 'CONFLICT', apiText('errors.waitlist.astrologerFree', { name: astrologer.name }), undefined, { astrologerFree: true });
  }
  try {
    const entry = await waitlistRepository.create({ astrologerId, userId: customer.id });
    await publishQueue(astrologerId, realtime);
    // The astrologer may have become free meanwhile: call the first in line at once.
    await advanceQueue(astrologerId, realtime);
    return presentEntry((await waitlistRepository.findById(entry.id)) ?? entry);
  } catch (error) {
    if (error instanceof AlreadyInWaitlistError) {
      throw AppError.conflict(apiText('errors.waitlist.alreadyWaitingQueueLeave'));
    }
    throw error;
  }
}
