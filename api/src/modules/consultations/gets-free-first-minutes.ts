import type { ClientSession } from 'mongoose';
import type { User } from '@astrosetu/contracts';
import { isEligibleForFreeFirstMinutes } from '../free-first-session/free-first-minutes';
import { consultationRepository } from './consultation.repository';

/**
 * Whether the customer's next booking gets the free first minutes: the offer's rules (free-first-session) with the
 * customer's session history from here. Consultations passes its history in, so that free-first-session, which
 * consultations uses to book and end sessions, does not import consultations back. `offered`: the API's
 * FREE_FIRST_MINUTES_OFFER (SessionSettings.freeFirstMinutesOffer).
 */
export function getsFreeFirstMinutes(customer: User, offered: boolean, session?: ClientSession): Promise<boolean> {
  return isEligibleForFreeFirstMinutes(customer, { hasStartedSession: (userId, inSession) => consultationRepository.hasStartedSession(userId, inSession) }, offered, session);
}
