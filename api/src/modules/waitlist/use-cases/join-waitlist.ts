import type { User, WaitlistEntry } from '@astrosetu/contracts';
import { AppError } from '../../../shared/errors/app-error';
import { astrologerRepository } from '../../astrologers/astrologer.repository';
import { consultationRepository } from '../../consultations/consultation.repository';
import { AlreadyInWaitlistError, waitlistRepository } from '../waitlist.repository';
import { advanceQueue, presentEntry, publishQueue } from './waitlist-queue';

/**
 * A customer joins the queue of an astrologer who is online but busy (in a session, or with a queue
 * already). One queue entry per customer, whatever the astrologer: the unique active key decides.
 */
export async function joinWaitlist(customer: User, astrologerId: number): Promise<WaitlistEntry> {
  if (customer.role !== 'user') throw AppError.forbidden('Only customers can join a waitlist');
  const astrologer = await astrologerRepository.findById(astrologerId);
  if (!astrologer || astrologer.approvalStatus !== 'approved') throw AppError.notFound('Astrologer');
  if (!astrologer.isOnline) throw AppError.conflict(`${astrologer.name} is offline. You can join the queue while they are online.`);
  const running = await consultationRepository.listActiveForAstrologer(astrologerId);
  if (running.some((session) => session.userId === customer.id)) {
    throw AppError.conflict(`You are already in a consultation with ${astrologer.name}.`);
  }
  const queue = await waitlistRepository.listActiveForAstrologer(astrologerId);
  if (running.length === 0 && queue.length === 0) {
    throw new AppError(409, 'CONFLICT', `${astrologer.name} is free now: you can book a consultation straight away.`, undefined, { astrologerFree: true });
  }
  try {
    const entry = await waitlistRepository.create({ astrologerId, userId: customer.id });
    await publishQueue(astrologerId);
    // The astrologer may have become free meanwhile: call the first in line at once.
    await advanceQueue(astrologerId);
    return presentEntry((await waitlistRepository.findById(entry.id)) ?? entry);
  } catch (error) {
    if (error instanceof AlreadyInWaitlistError) {
      throw AppError.conflict('You are already waiting in a queue. Leave it first to join another one.');
    }
    throw error;
  }
}
