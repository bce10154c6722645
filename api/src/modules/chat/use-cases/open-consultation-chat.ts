import type { JoinConsultationResult, SenderType, User } from '@astrosetu/contracts';
import { consultationNotFound, requireParticipant } from '../../consultations/consultation-access';
import { presentConsultation } from '../../consultations/consultation-presenter';
import { sessionTiming } from '../../consultations/consultation-timing';
import { consultationRepository } from '../../consultations/consultation.repository';
import { chatMessageRepository } from '../chat-message.repository';
import { chatReceiptRepository } from '../chat-receipt.repository';

export interface OpenConsultationChatInput {
  consultationId: number;
  afterMessageId?: number;
}

/**
 * A participant opens (or reopens after a reconnect) the chat of a consultation: the session, the
 * messages they have not seen, both sides' receipts and the server's clock. Anybody else gets 403.
 */
export async function openConsultationChat(
  actor: User,
  input: OpenConsultationChatInput,
  autoEndGraceMs: number,
): Promise<JoinConsultationResult & { side: SenderType }> {
  const record = await consultationRepository.findById(input.consultationId);
  if (!record) throw consultationNotFound();
  const side = requireParticipant(actor, record);
  const [consultation, messages, receipts] = await Promise.all([
    presentConsultation(record),
    chatMessageRepository.listForConsultation(record.id, input.afterMessageId),
    chatReceiptRepository.findForConsultation(record.id),
  ]);
  return { side, consultation, messages, receipts, timing: sessionTiming(record, autoEndGraceMs) };
}
