import { AppError } from '../../../shared/errors/app-error';
import { apiText } from '../../../shared/i18n/api-text';
import { blockRepository } from '../block.repository';

/**
 * The refusal a blocked astrologer's booking gets; the customer can unblock from their profile. Blocks are their
 * own module (below both moderation, which records them, and consultations, which honours them), so that
 * neither imports the other for it.
 */
export async function refuseIfBlocked(customerId: number, astrologerId: number): Promise<void> {
  if (await blockRepository.isBlocked(customerId, astrologerId)) {
    throw AppError.forbidden(apiText('errors.moderation.blockedAstrologerUnblockThem'));
  }
}
