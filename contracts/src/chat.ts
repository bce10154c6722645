import { z } from 'zod';
import { idSchema } from './ids';

export const senderTypes = ['user', 'astrologer'] as const;
export type SenderType = (typeof senderTypes)[number];

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
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * POST /api/chat/message. Sender and sender type come from the token. Re-sending the same
 * clientMessageId for a consultation returns the stored message instead of a duplicate.
 */
export const sendChatMessageRequestSchema = z.object({
  consultationId: idSchema,
  message: z.string({ message: 'Message cannot be empty' }).trim().min(1, 'Message cannot be empty').max(4000, 'Message must be at most 4000 characters'),
  clientMessageId: z.string().trim().min(1).max(100, 'clientMessageId must be at most 100 characters').optional(),
});
export type SendChatMessageRequest = z.infer<typeof sendChatMessageRequestSchema>;
