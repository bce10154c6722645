import type { BookingUserDetails } from '@astrosetu/contracts';
import { packageBookingRepository } from '../package-booking.repository';
import type { PackagePrice } from './package-price';

/**
 * Remembers the package a payment pays for, with the price and rate fixed now, so that the gateway callback can
 * book it once the money arrives ("Add ₹X and book"), even if the browser never comes back.
 */
export async function recordPackageForPayment(
  txnid: string,
  customerId: number,
  pkg: PackagePrice,
  extras: { topic?: string; userDetails?: BookingUserDetails },
): Promise<void> {
  await packageBookingRepository.create({
    txnid,
    userId: customerId,
    astrologerId: pkg.astrologerId,
    duration: pkg.duration,
    channel: pkg.channel,
    price: pkg.price,
    ratePerMinute: pkg.ratePerMinute,
    ...(extras.topic ? { topic: extras.topic } : {}),
    ...(extras.userDetails ? { userDetails: extras.userDetails } : {}),
  });
}
