import type { ConsultationBooked } from '../modules/consultations/consultation-booked-event';
import { consultationRepository } from '../modules/consultations/consultation.repository';
import { announceEnd } from '../modules/consultations/use-cases/end-consultation';
import { userRepository } from '../modules/users/user.repository';
import type { DomainEvents } from '../shared/events/domain-events';
import { realtimeEvents } from '../shared/realtime/realtime-events';

/**
 * What the open pages hear of a booking: the replaced session's end (both of its sides), the astrologer's ring, and
 * the customer's new balance, the one way the navigation's balance changes after a booking (the web patches it
 * from this event instead of fetching the account again).
 */
export async function announceBooking({ consultation, customer, endedConsultationId }: ConsultationBooked): Promise<void> {
  if (endedConsultationId) {
    const ended = await consultationRepository.findById(endedConsultationId);
    if (ended) await announceEnd(ended);
  }
  realtimeEvents.emitToAstrologer(consultation.astrologerId, 'new-consultation-for-astrologer', {
    consultationId: consultation.id,
    userId: customer.id,
    userName: customer.username,
    topic: consultation.topic,
    duration: consultation.duration,
    channel: consultation.channel,
  });
  const balance = await userRepository.findBalance(customer.id);
  if (balance !== null) realtimeEvents.emitToUser(customer.id, 'wallet-updated', { balance });
}

/** Subscribed once per app at composition (server.ts). */
export function subscribeRealtimeAnnouncements(events: DomainEvents): () => void {
  return events.subscribe('consultation.booked', announceBooking);
}
