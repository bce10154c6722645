import { priceInPaise } from '@astrosetu/contracts';
import { AppError } from '../../../shared/errors/app-error';
import { astrologerRepository } from '../../astrologers/astrologer.repository';

export interface PackagePrice {
  astrologerId: number;
  astrologerName: string;
  duration: number;
  /** Paise: the astrologer's rate x minutes. */
  price: number;
}

/** The server's price of a package with an approved astrologer; 404 for any other astrologer. */
export async function packagePrice(astrologerId: number, duration: number): Promise<PackagePrice> {
  const astrologer = await astrologerRepository.findById(astrologerId);
  if (!astrologer || astrologer.approvalStatus !== 'approved') throw AppError.notFound('Astrologer');
  return {
    astrologerId: astrologer.id,
    astrologerName: astrologer.name,
    duration,
    price: priceInPaise(astrologer.ratePerMinute, duration),
  };
}
