import type { ReceiptResult, User } from '@astrosetu/contracts';
import type { RealtimeEvents } from '../../../shared/realtime/realtime-events';
import { AppError } from '../../../shared/errors/app-error';
import { consultationNotFound, requireParticipant } from '../../consultations/consultation-access';
import { chatConsultationCache } from '../chat-consultation-cache';
import { chatMessageRepository } from '../chat-message.repository';
import { chatReceiptRepository, type ReceiptKind } from '../chat-receipt.repository';
import { apiText } from '../../../shared/i18n/api-text';

/**
 * A participant confirms they received (or read) the other side's messages up to `messageId`. The
 * watermark only moves forward; when it moved, the room hears message-delivered / message-read.
 */
export async function recordChatReceipt(
  actor: User,
  input: { consultationId: number; messageId: number },
  kind: ReceiptKind,
  realtime: RealtimeEvents,
): Promise<ReceiptResult> {
  const cached = await chatConsultationCache.get(input.consultationId);
  if (!cached) throw consultationNotFound();
  const { consultation } = cached;
  const reader = requireParticipant(actor, consultation);
  const message = await chatMessageRepository.findInConsultation(consultation.id, input.messageId);
  if (!message) throw AppError.notFound('message');
  if (message.senderType === reader) throw AppError.badRequest(apiText('errors.chat.receiptsForOtherSide'));

  const result = await chatReceiptRepository.advance(consultation.id, reader, kind, message.id);
  if (result.advanced) {
    realtime.emitToConsultation(consultation.id, kind === 'read' ? 'message-read' : 'message-delivered', {
      consultationId: consultation.id,
      messageId: message.id,
      by: reader,
    });
  }
  return result;
}
