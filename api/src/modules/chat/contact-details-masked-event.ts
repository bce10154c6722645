import type { ContactKind, SenderType } from '@astrosetu/contracts';

/**
 * Published by sendChatMessage once a message in which contact details were hidden is stored: moderation counts it
 * and may open a report (it subscribes at composition; chat does not import moderation).
 */
export interface ContactDetailsMasked {
  consultationId: number;
  messageId: number;
  senderType: SenderType;
  userId: number;
  astrologerId: number;
  kinds: ContactKind[];
}

declare module '../../shared/events/domain-events' {
  interface DomainEventTypes {
    'chat.contact-details-masked': ContactDetailsMasked;
  }
}
