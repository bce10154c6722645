import type { ConsultationRecord } from './consultation.repository';

/**
 * Published once a session's end has committed, by whichever use case ended it (either side, an admin, the
 * server's sweeper, a declined call, a booking that replaced it). Its followers subscribe at composition
 * (server.ts), so ending a session imports none of them: realtime tells both sides why it ended and moves the
 * customer's balance after a refund, the public catalogue drops its snapshot, the waitlist calls the next customer.
 */
export interface ConsultationEnded {
  consultation: ConsultationRecord;
}

declare module '../../shared/events/domain-events' {
  interface DomainEventTypes {
    'consultation.ended': ConsultationEnded;
  }
}
