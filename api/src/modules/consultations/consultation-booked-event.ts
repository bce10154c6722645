import type { ConsultationRecord } from './consultation.repository';

/**
 * Published by bookConsultation once the booking (debit, session, free-minutes claim, the replaced session's end) has
 * committed, after `consultation.ended` for the session it replaced, if any. Its followers subscribe at composition
 * (server.ts), so booking imports none of them: notifications tells both sides, realtime rings the astrologer and
 * moves the customer's balance, the public catalogue drops its snapshot, the waitlist takes the customer out of
 * every queue.
 */
export interface ConsultationBooked {
  consultation: ConsultationRecord;
  customer: { id: number; username: string };
  astrologer: { id: number; userId: number | undefined; name: string };
}

declare module '../../shared/events/domain-events' {
  interface DomainEventTypes {
    'consultation.booked': ConsultationBooked;
  }
}
