import { ASTROLOGER_EXTENSION_MINUTES, MAX_ASTROLOGER_EXTENSIONS, type User } from '@astrosetu/contracts';
import { realtimeEvents } from '../../../realtime/realtime-events';
import { AppError } from '../../../shared/errors/app-error';
import { notifyUsers } from '../../notifications/use-cases/notify-users';
import { consultationAlreadyEnded, consultationNotFound } from '../consultation-access';
import { consultationRepository, type ConsultationRecord } from '../consultation.repository';

/** The session's astrologer gives 5 free minutes, at most twice per session (the third try gets 409). */
export async function extendConsultationByAstrologer(actor: User, consultationId: number): Promise<ConsultationRecord> {
  const consultation = await consultationRepository.findById(consultationId);
  if (!consultation) throw consultationNotFound();
  if (actor.role !== 'astrologer' || actor.astrologerId !== consultation.astrologerId) {
    throw AppError.forbidden('Only the astrologer of this consultation can give a free extension');
  }
  const extended = await consultationRepository.addAstrologerMinutes(consultationId, ASTROLOGER_EXTENSION_MINUTES, MAX_ASTROLOGER_EXTENSIONS);
  if (!extended) {
    const current = await consultationRepository.findById(consultationId);
    if (current?.status !== 'active') throw consultationAlreadyEnded();
    throw AppError.conflict(`The free extension can be given at most ${MAX_ASTROLOGER_EXTENSIONS} times per session`);
  }
  await notifyUsers([
    {
      userId: extended.userId,
      title: 'Free extension',
      message: `Your astrologer added ${ASTROLOGER_EXTENSION_MINUTES} free minutes to your consultation.`,
      reference: { type: 'consultation', id: consultationId },
    },
  ]);
  const event = {
    consultationId,
    extendedBy: 'astrologer' as const,
    duration: ASTROLOGER_EXTENSION_MINUTES,
    totalDuration: extended.duration,
  };
  realtimeEvents.emitToParticipants(extended, 'session-extended', event);
  return extended;
}
