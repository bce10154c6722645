import { z } from 'zod';
import type { ChatMessage } from './chat';

/**
 * Socket.IO (path /socket.io/). The client authenticates with `auth: { token }` in the handshake.
 * On connect every socket joins its user's room; an astrologer's socket also joins its astrologer
 * room. The payloads below are what the server emits after a write has succeeded.
 */
export const newConsultationForAstrologerEventSchema = z.object({
  consultationId: z.number().int().positive(),
  userId: z.number().int().positive(),
  userName: z.string(),
  topic: z.string(),
  duration: z.number().int().positive(),
});
export type NewConsultationForAstrologerEvent = z.infer<typeof newConsultationForAstrologerEventSchema>;

export const sessionExtendedEventSchema = z.object({
  consultationId: z.number().int().positive(),
  extendedBy: z.enum(['user', 'astrologer']),
  /** Minutes added by this extension. */
  duration: z.number().int().positive(),
  /** The consultation's booked minutes after the extension. */
  totalDuration: z.number().int().positive(),
});
export type SessionExtendedEvent = z.infer<typeof sessionExtendedEventSchema>;

export const consultationEndedEventSchema = z.object({
  consultationId: z.number().int().positive(),
  endedBy: z.enum(['user', 'astrologer', 'admin', 'system']),
});
export type ConsultationEndedEvent = z.infer<typeof consultationEndedEventSchema>;

/** Events the server emits. The chat helper adds message and typing events here. */
export interface ServerToClientEvents {
  'new-consultation-for-astrologer': (event: NewConsultationForAstrologerEvent) => void;
  'session-extended': (event: SessionExtendedEvent) => void;
  'consultation-ended': (event: ConsultationEndedEvent) => void;
  'wallet-updated': (event: { balance: number }) => void;
  /** A stored chat message, sent to the consultation's room. */
  'new-message': (message: ChatMessage) => void;
}
