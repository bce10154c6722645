import { packagePriceInPaise, type ConsultationChannel } from '@astrosetu/contracts';
import { apiText } from '../../../shared/i18n/api-text';
import { AppError } from '../../../shared/errors/app-error';
import { astrologerRepository } from '../../astrologers/astrologer.repository';

export interface PackagePrice {
  astrologerId: number;
  astrologerName: string;
  duration: number;
  channel: ConsultationChannel;
  /** The channel's rate: the call rate for a call. */
  ratePerMinute: number;
  /** Paise: the package price (packagePriceInPaise: 15/30/60 minutes cost 14/25/50 minutes' worth). */
  price: number;
}

/**
 * The server's price of a package with an approved astrologer on a channel; 404 for any other astrologer, and 409 (as
 * booking a call does) for a call with an astrologer who takes none, before any money is asked for.
 */
export async function packagePrice(astrologerId: number, duration: number, channel: ConsultationChannel = 'chat'): Promise<PackagePrice> {
  const astrologer = await astrologerRepository.findById(astrologerId);
  if (!astrologer || astrologer.approvalStatus !== 'approved') throw AppError.notFound('astrologer');
  if (channel === 'call' && !astrologer.callRatePerMinute) {
    throw AppError.conflict(apiText('errors.calls.notTakingCalls', { name: astrologer.name }));
  }
  const ratePerMinute = channel === 'call' && astrologer.callRatePerMinute ? astrologer.callRatePerMinute : astrologer.ratePerMinute;
  return {
    astrologerId: astrologer.id,
    astrologerName: astrologer.name,
    duration,
    channel,
    ratePerMinute,
    price: packagePriceInPaise(ratePerMinute, duration),
  };
}
