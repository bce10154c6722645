import type { ContactDetailsMasked } from '../../chat/contact-details-masked-event';
import { contactAttemptRepository } from '../contact-attempt.repository';
import { reviewRepeatedContactAttempts } from './review-repeated-contact-attempts';

/**
 * A chat message had contact details hidden: it is counted for the admins (the moderation queue's attempts list),
 * and an astrologer's message may open an automatic report once they have sent `attemptsBeforeReview` of them.
 */
export async function recordContactAttempt(masked: ContactDetailsMasked, attemptsBeforeReview: number): Promise<void> {
  await contactAttemptRepository.record(masked);
  if (masked.senderType === 'astrologer') {
    await reviewRepeatedContactAttempts(
      { astrologerId: masked.astrologerId, consultationId: masked.consultationId, messageId: masked.messageId },
      attemptsBeforeReview,
    );
  }
}
