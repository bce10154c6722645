import type { ChatMessage, SendChatMessageRequest, User } from '@astrosetu/contracts';
import type { RealtimeEvents } from '../../../shared/realtime/realtime-events';
import { AppError } from '../../../shared/errors/app-error';
import { consultationNotFound, requireParticipant } from '../../consultations/consultation-access';
import { chatConsultationCache } from '../chat-consultation-cache';
import { chatMessageRepository } from '../chat-message.repository';
import { applyChatBeforeStartRule } from '../chat-before-start';
import { maskChatMessage, type ContactMaskingSettings } from '../contact-masking/mask-chat-message';
import type { DomainEvents } from '../../../shared/events/domain-events';
import { apiText } from '../../../shared/i18n/api-text';

/**
 * A participant writes in a running consultation. Who sent it (id, side, display name) comes from
 * the token, never from the body; the stored message is broadcast to the consultation's room (a
 * sending socket gets it in its acknowledgement instead). Contact details and payment routes are
 * hidden before the message is stored (contact-masking): both sides only ever see the masked text, the
 * message says what was hidden (maskedKinds) so the sender's app can say why, and each such message is
 * published (chat.contact-details-masked) for moderation, which counts it for the admins and gives an astrologer
 * who keeps doing it an automatic report; the send waits for it, and its failure never fails the send. A number
 * sent in parts is caught on its last part (the sender's recent messages, split-number-window.ts).
 */
export async function sendChatMessage(
  actor: User,
  input: SendChatMessageRequest,
  options: { events: Pick<DomainEvents, 'publish'>; realtime: RealtimeEvents; senderSocketId?: string; contactMasking?: ContactMaskingSettings },
): Promise<{ message: ChatMessage; created: boolean }> {
  const cached = await chatConsultationCache.get(input.consultationId);
  if (!cached) throw consultationNotFound();
  const { consultation } = cached;
  const senderType = requireParticipant(actor, consultation);
  if (consultation.status !== 'active') throw AppError.conflict(apiText('errors.chat.consultationEndedMessagesLonger'));
  // Before the session starts only the astrologer's greeting goes through (chat-before-start).
  input = await applyChatBeforeStartRule(cached, senderType, input);

  const senderName = senderType === 'astrologer' ? cached.astrologerName : actor.username;
  const masked = maskChatMessage(
    { consultationId: consultation.id, senderId: actor.id, ...(input.clientMessageId ? { clientMessageId: input.clientMessageId } : {}) },
    input.message,
    options.contactMasking,
  );
  const result = await chatMessageRepository.createOnce({
    consultationId: consultation.id,
    senderId: actor.id,
    senderType,
    senderName,
    message: masked.text,
    ...(input.clientMessageId ? { clientMessageId: input.clientMessageId } : {}),
    ...(masked.kinds.length > 0 ? { maskedKinds: masked.kinds } : {}),
  });
  if (result.created) {
    if (masked.kinds.length > 0) {
      await options.events.publish({
        type: 'chat.contact-details-masked',
        consultationId: consultation.id,
        messageId: result.message.id,
        senderType,
        userId: consultation.userId,
        astrologerId: consultation.astrologerId,
        kinds: masked.kinds,
      });
    }
    options.realtime.emitToConsultation(consultation.id, 'new-message', result.message, { exceptSocketId: options.senderSocketId });
  }
  return result;
}
