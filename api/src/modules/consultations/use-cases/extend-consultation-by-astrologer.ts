import { ASTROLOGER_EXTENSION_MINUTES, MAX_ASTROLOGER_EXTENSIONS, type User } from '@astrosetu/contracts';
import type { RealtimeEvents } from '../../../shared/realtime/realtime-events';
import { AppError } from '../../../shared/errors/app-error';
import { notifyUsers } from '../../notifications/use-cases/notify-users';
import { consultationAlreadyEnded, consultationNotFound } from '../consultation-access';
import { consultationRepository, type ConsultationRecord } from '../consultation.repository';
import { apiText } from '../../../shared/i18n/api-text';

/** The session's astrologer gives 5 free minutes, at most twice per session (the third try gets 409). */
export async function extendConsultationByAstrologer(actor: User, consultationId: number, realtime: RealtimeEvents): Promise<ConsultationRecord> {
  const consultation = await consultationRepository.findById(consultationId);
  if (!consultation) throw consultationNotFound();
  if (actor.role !== 'astrologer' || actor.astrologerId !== consultation.astrologerId) {
    throw AppError.forbidden(apiText('errors.consultations.astrologerConsultationGiveFree'));
  }
  const extended = await consultationRepository.addAstrologerMinutes(consultationId, ASTROLOGER_EXTENSION_MINUTES, MAX_ASTROLOGER_EXTENSIONS);
  if (!extended) {
    const current = await consultationRepository.findById(consultationId);
    if (current?.status !== 'active') throw consultationAlreadyEnded();
    throw AppError.conflict(apiText('errors.consultations.freeExtensionLimit', { max: MAX_ASTROLOGER_EXTENSIONS }));
  }
  await notifyUsers([
    {
      userId: extended.userId,
      title: apiText('notifications.extension.freeTitle'),
      message: apiText('notifications.extension.free', { minutes: ASTROLOGER_EXTENSION_MINUTES }),
      reference: { type: 'consultation', id: consultationId },
    },
  ]);
  const event = {
    consultationId,
    extendedBy: 'astrologer' as const,
    duration: ASTROLOGER_EXTENSION_MINUTES,
    totalDuration: extended.duration,
  };
  realtime.emitToParticipants(extended, 'session-extended', event);
  return extended;
}
