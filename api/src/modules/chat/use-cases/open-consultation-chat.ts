import type { JoinConsultationResult, SenderType, User } from '@astrosetu/contracts';
import { consultationNotFound, requireParticipant } from '../../consultations/consultation-access';
import { presentConsultation } from '../../consultations/consultation-presenter';
import { sessionTiming, type SessionClock } from '../../consultations/consultation-timing';
import { consultationRepository } from '../../consultations/consultation.repository';
import { recordAstrologerJoined } from '../../consultations/use-cases/start-session';
import { chatMessageRepository } from '../chat-message.repository';
import { chatReceiptRepository } from '../chat-receipt.repository';
import type { RealtimeEvents } from '../../../shared/realtime/realtime-events';

export interface OpenConsultationChatInput {
  consultationId: number;
  afterMessageId?: number;
}

/**
 * A participant opens (or reopens after a reconnect) the chat of a consultation: the session, the
 * messages they have not seen, both sides' receipts and the server's clock. Anybody else gets 403.
 * The astrologer's first open is their joining the session (which may start its billing clock); a
 * participant who opens it is connected again (the lost-connection rule stops counting for them).
 */
export async function openConsultationChat(
  actor: User,
  input: OpenConsultationChatInput,
  clock: SessionClock,
  realtime: RealtimeEvents,
): Promise<JoinConsultationResult & { side: SenderType }> {
  let record = await consultationRepository.findById(input.consultationId);
  if (!record) throw consultationNotFound();
  const side = requireParticipant(actor, record);
  if (side === 'astrologer') record = await recordAstrologerJoined(record, clock, realtime);
  else if (record.status === 'active' && !record.customerJoinedAt) record = (await consultationRepository.markCustomerJoined(record.id, new Date())) ?? record;
  if (record.status === 'active' && (side === 'user' ? record.customerAwaySince : record.astrologerAwaySince)) {
    await consultationRepository.setAway(record.id, side, null);
  }
  const [consultation, messages, receipts] = await Promise.all([
    presentConsultation(record, clock),
    chatMessageRepository.listForConsultation(record.id, input.afterMessageId),
    chatReceiptRepository.findForConsultation(record.id),
  ]);
  return { side, consultation, messages, receipts, timing: sessionTiming(record, clock.autoEndGraceMs) };
}

/**
 * The same chat read again once the participant's socket is in the consultation's room: what happened between
 * openConsultationChat's read and the join (the astrologer joining with the start deadline, the session starting,
 * a message, receipts) was broadcast before the socket could hear it, so the answer carries it instead. Side
 * effects stay with the first open; this only reads.
 */
export async function rereadConsultationChat(
  opened: JoinConsultationResult & { side: SenderType },
  input: OpenConsultationChatInput,
  clock: SessionClock,
): Promise<JoinConsultationResult & { side: SenderType }> {
  const record = await consultationRepository.findById(input.consultationId);
  if (!record) return opened;
  const lastSeen = opened.messages.reduce<number | undefined>((last, message) => Math.max(last ?? 0, message.id), input.afterMessageId);
  const [consultation, later, receipts] = await Promise.all([
    presentConsultation(record, clock),
    chatMessageRepository.listForConsultation(record.id, lastSeen),
    chatReceiptRepository.findForConsultation(record.id),
  ]);
  return { ...opened, consultation, messages: [...opened.messages, ...later], receipts, timing: sessionTiming(record, clock.autoEndGraceMs) };
}
