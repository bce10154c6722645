import type { User } from '@astrosetu/contracts';
import { AppError } from '../../shared/errors/app-error';
import type { ConsultationRecord } from './consultation.repository';

export type Participant = 'user' | 'astrologer';

/** Which side of the consultation the account is on, or null when it is not a participant. */
export function participantOf(actor: User, consultation: ConsultationRecord): Participant | null {
  if (actor.role === 'user' && actor.id === consultation.userId) return 'user';
  if (actor.role === 'astrologer' && actor.astrologerId === consultation.astrologerId) return 'astrologer';
  return null;
}

export function requireParticipant(actor: User, consultation: ConsultationRecord): Participant {
  const participant = participantOf(actor, consultation);
  if (!participant) throw AppError.forbidden('You are not a participant of this consultation');
  return participant;
}

/** A customer's own records, or any customer's for an admin. */
export function requireSelfOrAdmin(actor: User, userId: number): void {
  if (actor.role !== 'admin' && actor.id !== userId) throw AppError.forbidden('You can only see your own consultations');
}

export const consultationNotFound = () => AppError.notFound('Consultation');
export const consultationAlreadyEnded = () => AppError.conflict('This consultation has already ended');
