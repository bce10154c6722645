import type { User, UserDetails } from '@astrosetu/contracts';
import { AppError } from '../../../shared/errors/app-error';
import { consultationNotFound } from '../consultation-access';
import { consultationRepository, type ConsultationRecord } from '../consultation.repository';

/**
 * The customer saves their birth details on their own consultation (the chat's birth-details step). A
 * finished consultation keeps the details the astrologer read: they are part of its record.
 */
export async function updateConsultationDetails(actor: User, consultationId: number, userDetails: UserDetails): Promise<ConsultationRecord> {
  const consultation = await consultationRepository.findById(consultationId);
  if (!consultation) throw consultationNotFound();
  if (actor.role !== 'user' || actor.id !== consultation.userId) {
    throw AppError.forbidden('Only the customer of this consultation can change its birth details');
  }
  const ended = () => AppError.conflict('This consultation has ended: its birth details can no longer be changed');
  if (consultation.status !== 'active') throw ended();
  const updated = await consultationRepository.setUserDetails(consultationId, userDetails, { onlyWhileActive: true });
  // The consultation ended between the read and the write.
  if (!updated) throw ended();
  return updated;
}
