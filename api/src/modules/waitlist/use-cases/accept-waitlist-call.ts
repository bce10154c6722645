import type { User } from '@astrosetu/contracts';
import { AppError } from '../../../shared/errors/app-error';
import type { DomainEvents } from '../../../shared/events/domain-events';
import { bookConsultation, type BookConsultationInput, type BookConsultationResult } from '../../consultations/use-cases/book-consultation';
import type { SessionSettings } from '../../consultations/session-settings';
import { DEFAULT_CONSULTATION_TOPIC } from '../../consultations/consultation-topic';
import { waitlistRepository } from '../waitlist.repository';
import { publishQueue } from './waitlist-queue';
import { apiText } from '../../../shared/i18n/api-text';
import type { RealtimeEvents } from '../../../shared/realtime/realtime-events';

/**
 * The called customer accepts: the package is booked from the wallet as any booking (price, free first
 * minutes, spending cap and balance rules included), and the entry is done. A booking refused (e.g. a short
 * wallet) leaves the call standing until it expires, so the customer can top up and accept again.
 */
export async function acceptWaitlistCall(
  customer: User,
  choice: { duration: BookConsultationInput['duration']; channel: BookConsultationInput['channel'] },
  events: DomainEvents,
  settings: SessionSettings,
  realtime: RealtimeEvents,
): Promise<BookConsultationResult> {
  const entry = await waitlistRepository.findActiveForUser(customer.id);
  if (!entry) throw AppError.notFound('waitlistEntry');
  if (entry.status !== 'called') throw AppError.conflict(apiText('errors.waitlist.turnWeWillCall'));
  if (!entry.callExpiresAt || Date.parse(entry.callExpiresAt) <= Date.now()) {
    throw AppError.conflict(apiText('errors.waitlist.turnPassedNextCustomer'));
  }
  const booked = await bookConsultation(customer, { astrologerId: entry.astrologerId, channel: choice.channel, duration: choice.duration, topic: DEFAULT_CONSULTATION_TOPIC }, events, settings);
  await waitlistRepository.finish(entry.id, ['called', 'expired'], 'accepted', { consultationId: booked.consultation.id });
  await publishQueue(entry.astrologerId, realtime);
  return booked;
}
