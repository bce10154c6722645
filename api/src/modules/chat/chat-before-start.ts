import { ASTROLOGER_GREETING_CLIENT_ID, DEFAULT_UI_LANGUAGE, type SenderType, type SendChatMessageRequest } from '@astrosetu/contracts';
import { AppError } from '../../shared/errors/app-error';
import { apiText, say } from '../../shared/i18n/api-text';
import { consultationRepository } from '../consultations/consultation.repository';
import { userRepository } from '../users/user.repository';
import { chatConsultationCache, type ChatConsultation } from './chat-consultation-cache';

/**
 * No free work before the clock (docs/trust.md#no-free-work-before-the-clock): until the session's
 * `startedAt` nobody writes in the chat, so nothing can be asked and answered and then refunded in full.
 * The one exception is the astrologer's greeting (ASTROLOGER_GREETING_CLIENT_ID): whatever text comes with
 * it, the stored words are the fixed greeting in the customer's language, so it carries nothing else.
 * Returns the request to store (the greeting's text replaced); throws 409 SESSION_NOT_STARTED otherwise.
 */
export async function applyChatBeforeStartRule(
  cached: ChatConsultation,
  senderType: SenderType,
  input: SendChatMessageRequest,
): Promise<SendChatMessageRequest> {
  const { consultation } = cached;
  if (senderType === 'astrologer' && input.clientMessageId === ASTROLOGER_GREETING_CLIENT_ID) {
    const language = (await userRepository.findUiLanguages([consultation.userId])).get(consultation.userId) ?? DEFAULT_UI_LANGUAGE;
    return { ...input, message: say(language, 'notifications.chatGreeting', { astrologer: cached.astrologerName }) };
  }
  if (consultation.startedAt) return input;
  // The cache may predate the start (a start never unsets): read again before refusing.
  const current = await consultationRepository.findById(consultation.id);
  if (current?.startedAt) {
    chatConsultationCache.invalidate(consultation.id);
    return input;
  }
  throw new AppError(409, 'SESSION_NOT_STARTED', apiText('errors.chat.sessionNotStarted'));
}
