import { z } from 'zod';
import { idSchema } from './ids';
import { validationText } from './validation-text';

export const senderTypes = ['user', 'astrologer'] as const;
export type SenderType = (typeof senderTypes)[number];

/**
 * What the chat hides from a message before it is stored or delivered: ways to reach or pay someone
 * outside the platform (api/src/modules/chat/contact-masking).
 */
export const contactKinds = ['phone', 'email', 'upi', 'payment-link', 'messaging'] as const;
export type ContactKind = (typeof contactKinds)[number];

/** Words for each kind, e.g. for "We hid a phone number and a UPI ID". */
export const contactKindText: Record<ContactKind, string> = {
  phone: 'a phone number',
  email: 'an e-mail address',
  upi: 'a UPI ID',
  'payment-link': 'a payment link',
  messaging: 'a WhatsApp, Telegram or other messaging contact',
};

export const chatMessageSchema = z.object({
  id: z.number().int().positive(),
  consultationId: z.number().int().positive(),
  senderId: z.number().int().positive(),
  senderType: z.enum(senderTypes),
  senderName: z.string(),
  message: z.string(),
  /** ISO time the server stored the message. */
  timestamp: z.string(),
  /** Echo of the client's id for this message, when it sent one (dedupes retries). */
  clientMessageId: z.string().optional(),
  /** Set when the server hid contact details in the message: `message` is the masked text, the original is not kept. */
  maskedKinds: z.array(z.enum(contactKinds)).optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** GET /api/chat/{consultationId}: the messages of a consultation (its customer and astrologer only). */
export const chatConsultationParamsSchema = z.object({ consultationId: idSchema });

/**
 * POST /api/chat/message. Sender and sender type come from the token. Re-sending the same
 * clientMessageId for a consultation returns the stored message instead of a duplicate.
 */
export const sendChatMessageRequestSchema = z.object({
  consultationId: idSchema,
  message: z.string({ message: validationText('chat.messageEmpty') }).trim().min(1, validationText('chat.messageEmpty')).max(4000, validationText('chat.messageMax', { max: 4000 })),
  clientMessageId: z.string().trim().min(1).max(100, 'clientMessageId must be at most 100 characters').optional(),
});
export type SendChatMessageRequest = z.infer<typeof sendChatMessageRequestSchema>;

/**
 * The astrologer's greeting: a message the astrologer sends with this clientMessageId is stored as the fixed
 * greeting (notifications.chatGreeting in api/src/locales, in the customer's language) whatever its text, at most
 * once per consultation. It is the one message allowed before the session starts (docs/trust.md).
 */
export const ASTROLOGER_GREETING_CLIENT_ID = 'astrologer-greeting';
