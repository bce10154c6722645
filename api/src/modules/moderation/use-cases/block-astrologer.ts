import type { BlockedAstrologer, User } from '@astrosetu/contracts';
import { AppError } from '../../../shared/errors/app-error';
import { astrologerRepository } from '../../astrologers/astrologer.repository';
import { consultationRepository } from '../../consultations/consultation.repository';
import { favoriteRepository } from '../../favorites/favorite.repository';
import { blockRepository } from '../../blocks/block.repository';
import { apiText } from '../../../shared/i18n/api-text';

/**
 * A customer blocks an astrologer: from now on the astrologer is left out of the customer's listing
 * and cannot be booked by them, so they cannot chat again. Refused while a consultation with the
 * astrologer is running (the customer ends it first and gets the unused minutes back, docs/billing.md),
 * so blocking never strands paid time. A blocked astrologer is no longer a favourite.
 */
export async function blockAstrologer(customer: User, astrologerId: number): Promise<BlockedAstrologer> {
  if (customer.role !== 'user') throw AppError.forbidden(apiText('errors.moderation.customersBlockAstrologers'));
  const astrologer = await astrologerRepository.findById(astrologerId);
  if (!astrologer) throw AppError.notFound('astrologer');
  const running = await consultationRepository.findActiveSlot(customer.id);
  if (running?.astrologerId === astrologerId) {
    throw AppError.conflict(apiText('errors.moderation.consultationProgressAstrologerEnd'));
  }
  const block = await blockRepository.add(customer.id, astrologerId);
  await favoriteRepository.remove(customer.id, astrologerId);
  return { astrologerId, name: astrologer.name, createdAt: block.createdAt };
}
