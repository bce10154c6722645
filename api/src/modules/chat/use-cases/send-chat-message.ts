import type { ChatMessage, SendChatMessageRequest, User } from '@astrosetu/contracts';
import { realtimeEvents } from '../../../realtime/realtime-events';
import { AppError } from '../../../shared/errors/app-error';
import { consultationNotFound, requireParticipant } from '../../consultations/consultation-access';
import { chatConsultationCache } from '../chat-consultation-cache';
import { chatMessageRepository } from '../chat-message.repository';

/**
 * A participant writes in a running consultation. Who sent it (id, side, display name) comes from
 * the token, never from the body; the stored message is broadcast to the consultation's room (a
 * sending socket gets it in its acknowledgement instead).
 */
export async function sendChatMessage(
  actor: User,
  input: SendChatMessageRequest,
  options: { senderSocketId?: string } = {},
): Promise<{ message: ChatMessage; created: boolean }> {
  const cached = await chatConsultationCache.get(input.consultationId);
  if (!cached) throw consultationNotFound();
  const { consultation } = cached;
  const senderType = requireParticipant(actor, consultation);
  if (consultation.status !== 'active') throw AppError.conflict('This consultation has ended; messages can no longer be sent');

  const senderName = senderType === 'astrologer' ? cached.astrologerName : actor.username;
  const result = await chatMessageRepository.createOnce({
    consultationId: consultation.id,
    senderId: actor.id,
    senderType,
    senderName,
    message: input.message,
    ...(input.clientMessageId ? { clientMessageId: input.clientMessageId } : {}),
  });
  if (result.created) {
    realtimeEvents.emitToConsultation(consultation.id, 'new-message', result.message, { exceptSocketId: options.senderSocketId });
  }
  return result;
}
