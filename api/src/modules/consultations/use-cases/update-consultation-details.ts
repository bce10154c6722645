import type { User, UserDetails } from '@astrosetu/contracts';
import { AppError } from '../../../shared/errors/app-error';
import { consultationNotFound } from '../consultation-access';
import { consultationRepository, type ConsultationRecord } from '../consultation.repository';

/** The customer saves their birth details on their own consultation (the chat's birth-details step). */
export async function updateConsultationDetails(actor: User, consultationId: number, userDetails: UserDetails): Promise<ConsultationRecord> {
  const consultation = await consultationRepository.findById(consultationId);
  if (!consultation) throw consultationNotFound();
  if (actor.role !== 'user' || actor.id !== consultation.userId) {
    throw AppError.forbidden('Only the customer of this consultation can change its birth details');
  }
  const updated = await consultationRepository.setUserDetails(consultationId, userDetails);
  if (!updated) throw consultationNotFound();
  return updated;
}
