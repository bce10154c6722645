import type { User } from '@astrosetu/contracts';
import { AppError } from '../../shared/errors/app-error';
import type { ConsultationRecord } from './consultation.repository';
import { apiText } from '../../shared/i18n/api-text';

export type Participant = 'user' | 'astrologer';

/** Which side of the consultation the account is on, or null when it is not a participant. */
export function participantOf(actor: User, consultation: ConsultationRecord): Participant | null {
  if (actor.role === 'user' && actor.id === consultation.userId) return 'user';
  if (actor.role === 'astrologer' && actor.astrologerId === consultation.astrologerId) return 'astrologer';
  return null;
}

export function requireParticipant(actor: User, consultation: ConsultationRecord): Participant {
  const participant = participantOf(actor, consultation);
  if (!participant) throw AppError.forbidden(apiText('errors.consultations.notParticipant'));
  return participant;
}

/** A customer's own records, or any customer's for an admin. */
export function requireSelfOrAdmin(actor: User, userId: number): void {
  if (actor.role !== 'admin' && actor.id !== userId) throw AppError.forbidden(apiText('errors.consultations.seeOwnConsultations'));
}

export const consultationNotFound = () => AppError.notFound('consultation');
export const consultationAlreadyEnded = () => AppError.conflict(apiText('errors.consultations.consultationAlreadyEnded'));
