import type { User, UserDetails } from '@astrosetu/contracts';
import { AppError } from '../../../shared/errors/app-error';
import { consultationNotFound } from '../consultation-access';
import { consultationRepository, type ConsultationRecord } from '../consultation.repository';
import type { SessionClock } from '../consultation-timing';
import { recordDetailsDone } from './start-session';
import { apiText, type LocalizedText } from '../../../shared/i18n/api-text';
import type { RealtimeEvents } from '../../../shared/realtime/realtime-events';

function requireCustomerOf(actor: User, consultation: ConsultationRecord | null, refusal: LocalizedText): ConsultationRecord {
  if (!consultation) throw consultationNotFound();
  if (actor.role !== 'user' || actor.id !== consultation.userId) {
    throw AppError.forbidden(refusal);
  }
  return consultation;
}

/**
 * The customer saves their birth details on their own consultation (the chat's birth-details step);
 * that completes the step, so the session starts if the astrologer has joined. A finished consultation
 * keeps the details the astrologer read: they are part of its record.
 */
export async function updateConsultationDetails(
  actor: User,
  consultationId: number,
  userDetails: UserDetails,
  clock: SessionClock,
  realtime: RealtimeEvents,
): Promise<ConsultationRecord> {
  const consultation = requireCustomerOf(actor, await consultationRepository.findById(consultationId), apiText('errors.consultations.onlyCustomerChangesDetails'));
  const ended = () => AppError.conflict(apiText('errors.consultations.consultationEndedBirthDetails'));
  if (consultation.status !== 'active') throw ended();
  const updated = await consultationRepository.setUserDetails(consultationId, userDetails, { onlyWhileActive: true });
  // The consultation ended between the read and the write.
  if (!updated) throw ended();
  return recordDetailsDone(updated, clock, realtime);
}

/** The customer skips the birth-details step: the session starts if the astrologer has joined. */
export async function skipConsultationDetails(
  actor: User,
  consultationId: number,
  clock: SessionClock,
  realtime: RealtimeEvents,
): Promise<ConsultationRecord> {
  const consultation = requireCustomerOf(actor, await consultationRepository.findById(consultationId), apiText('errors.consultations.onlyCustomerSkipsDetails'));
  if (consultation.status !== 'active') throw AppError.conflict(apiText('errors.consultations.consultationAlreadyEnded'));
  return recordDetailsDone(consultation, clock, realtime);
}
