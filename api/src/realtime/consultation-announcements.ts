import { DEFAULT_UI_LANGUAGE } from '@astrosetu/contracts';
import type { ConsultationBooked } from '../modules/consultations/consultation-booked-event';
import { topicIn } from '../modules/consultations/consultation-topic';
import type { ConsultationEnded } from '../modules/consultations/consultation-ended-event';
import { endedEvent } from '../modules/consultations/use-cases/finish-consultation';
import { userRepository } from '../modules/users/user.repository';
import type { WalletBalanceChanged } from '../modules/wallet/wallet-balance-changed-event';
import type { DomainEvents } from '../shared/events/domain-events';
import type { SessionsEnded } from '../modules/sessions/sessions-ended-event';
import type { RealtimeEvents } from '../shared/realtime/realtime-events';

/** The customer's open pages get the balance the ledger now holds (the navigation shows it). */
async function pushBalance(realtime: RealtimeEvents, userId: number): Promise<void> {
  const balance = await userRepository.findBalance(userId);
  if (balance !== null) realtime.emitToUser(userId, 'wallet-updated', { balance });
}

/**
 * What the open pages hear of a booking: the astrologer's ring and the customer's new balance. The ring's topic, when
 * it is the product's own default, is written in the astrologer's account language, as their notifications are.
 */
export async function announceBooking(realtime: RealtimeEvents, { consultation, customer, astrologer }: ConsultationBooked): Promise<void> {
  const language = astrologer.userId ? (await userRepository.findUiLanguages([astrologer.userId])).get(astrologer.userId) : undefined;
  realtime.emitToAstrologer(consultation.astrologerId, 'new-consultation-for-astrologer', {
    consultationId: consultation.id,
    userId: customer.id,
    userName: customer.username,
    topic: topicIn(language ?? DEFAULT_UI_LANGUAGE, consultation.topic),
    duration: consultation.duration,
    channel: consultation.channel,
  });
  await pushBalance(realtime, customer.id);
}

/** Both sides hear why the session ended; the customer's balance moves when unused minutes went back. */
export async function announceEnd(realtime: RealtimeEvents, { consultation }: ConsultationEnded): Promise<void> {
  realtime.emitToParticipants(consultation, 'consultation-ended', endedEvent(consultation));
  if ((consultation.refundedAmount ?? 0) > 0) await pushBalance(realtime, consultation.userId);
}

/** Ended sessions' sockets close on every instance (the other instances' session caches forget them too). */
function closeEndedSessions(realtime: RealtimeEvents, { userId, sessionId, exceptSessionId }: SessionsEnded): void {
  realtime.sessionsEnded(userId, sessionId, exceptSessionId);
}

/** Subscribed once per app at composition (server.ts), with that app's own socket seam. */
export function subscribeRealtimeAnnouncements(events: DomainEvents, realtime: RealtimeEvents): () => void {
  const unsubscribers = [
    events.subscribe('consultation.booked', (booked) => announceBooking(realtime, booked)),
    events.subscribe('consultation.ended', (ended) => announceEnd(realtime, ended)),
    events.subscribe('wallet.balance-changed', ({ userId }: WalletBalanceChanged) => pushBalance(realtime, userId)),
    events.subscribe('sessions.ended', (ended) => closeEndedSessions(realtime, ended)),
  ];
  return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
}
