import type { ConsultationBooked } from '../modules/consultations/consultation-booked-event';
import type { ConsultationEnded } from '../modules/consultations/consultation-ended-event';
import { endedEvent } from '../modules/consultations/use-cases/finish-consultation';
import { userRepository } from '../modules/users/user.repository';
import type { WalletBalanceChanged } from '../modules/wallet/wallet-balance-changed-event';
import type { DomainEvents } from '../shared/events/domain-events';
import { realtimeEvents } from '../shared/realtime/realtime-events';

/** The customer's open pages get the balance the ledger now holds (the navigation shows it). */
async function pushBalance(userId: number): Promise<void> {
  const balance = await userRepository.findBalance(userId);
  if (balance !== null) realtimeEvents.emitToUser(userId, 'wallet-updated', { balance });
}

/** What the open pages hear of a booking: the astrologer's ring and the customer's new balance. */
export async function announceBooking({ consultation, customer }: ConsultationBooked): Promise<void> {
  realtimeEvents.emitToAstrologer(consultation.astrologerId, 'new-consultation-for-astrologer', {
    consultationId: consultation.id,
    userId: customer.id,
    userName: customer.username,
    topic: consultation.topic,
    duration: consultation.duration,
    channel: consultation.channel,
  });
  await pushBalance(customer.id);
}

/** Both sides hear why the session ended; the customer's balance moves when unused minutes went back. */
export async function announceEnd({ consultation }: ConsultationEnded): Promise<void> {
  realtimeEvents.emitToParticipants(consultation, 'consultation-ended', endedEvent(consultation));
  if ((consultation.refundedAmount ?? 0) > 0) await pushBalance(consultation.userId);
}

/** Subscribed once per app at composition (server.ts). */
export function subscribeRealtimeAnnouncements(events: DomainEvents): () => void {
  const unsubscribers = [
    events.subscribe('consultation.booked', announceBooking),
    events.subscribe('consultation.ended', announceEnd),
    events.subscribe('wallet.balance-changed', ({ userId }: WalletBalanceChanged) => pushBalance(userId)),
  ];
  return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
}
