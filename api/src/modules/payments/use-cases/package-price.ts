import { packagePriceInPaise } from '@astrosetu/contracts';
import { AppError } from '../../../shared/errors/app-error';
import { astrologerRepository } from '../../astrologers/astrologer.repository';

export interface PackagePrice {
  astrologerId: number;
  astrologerName: string;
  duration: number;
  ratePerMinute: number;
  /** Paise: the package price (packagePriceInPaise: 15/30/60 minutes cost 14/25/50 minutes' worth). */
  price: number;
}

/** The server's price of a package with an approved astrologer; 404 for any other astrologer. */
export async function packagePrice(astrologerId: number, duration: number): Promise<PackagePrice> {
  const astrologer = await astrologerRepository.findById(astrologerId);
  if (!astrologer || astrologer.approvalStatus !== 'approved') throw AppError.notFound('astrologer');
  return {
    astrologerId: astrologer.id,
    astrologerName: astrologer.name,
    duration,
    ratePerMinute: astrologer.ratePerMinute,
    price: packagePriceInPaise(astrologer.ratePerMinute, duration),
  };
}
