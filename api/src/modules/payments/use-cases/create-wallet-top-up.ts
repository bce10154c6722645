import { topUpToCoverInPaise, freeFirstMinutesValueInPaise, type BookingUserDetails, type ConsultationChannel, type CreatePaymentResponse, type User, type UiLanguage } from '@astrosetu/contracts';
import { AppError } from '../../../shared/errors/app-error';
import { userRepository } from '../../users/user.repository';
import { getsFreeFirstMinutes } from '../../consultations/gets-free-first-minutes';
import { bonusBalanceRepository } from '../../wallet/bonus-balance.repository';
import type { GatewaySettings } from '../gateway/gateway-settings';
import { packagePrice } from './package-price';
import { recordPackageForPayment } from './record-package-for-payment';
import { startPayment } from './start-payment';
import { apiText } from '../../../shared/i18n/api-text';

export interface WalletTopUpInput {
  astrologerId: number;
  duration: number;
  channel?: ConsultationChannel;
  topic?: string;
  userDetails?: BookingUserDetails;
}

/**
 * "Add ₹X and book": tops the wallet up by what is missing for a package, max(0, price - balance)
 * rounded up to whole rupees, and records the package with its price, which the server books once the
 * gateway confirms the payment. A wallet that already covers it needs no payment: 409 with the
 * figures, and the client books from the wallet.
 */
export async function createWalletTopUp(
  customer: User,
  input: WalletTopUpInput,
  settings: GatewaySettings,
  /** This API's FREE_FIRST_MINUTES_OFFER: what the booking will take depends on it. */
  freeFirstMinutesOffer: boolean,
  language?: UiLanguage,
): Promise<CreatePaymentResponse> {
  const pkg = await packagePrice(input.astrologerId, input.duration, input.channel);
  // What the booking will take: less a new customer's free first minutes, from cash and bonus credit together.
  const due = (await getsFreeFirstMinutes(customer, freeFirstMinutesOffer)) ? Math.max(0, pkg.price - freeFirstMinutesValueInPaise(pkg.ratePerMinute)) : pkg.price;
  const balance = ((await userRepository.findBalance(customer.id)) ?? 0) + (await bonusBalanceRepository.find(customer.id));
  const missing = Math.max(0, due - balance);
  if (missing === 0) {
    throw new AppError(409, 'CONFLICT', apiText('errors.payments.walletBalanceAlreadyCovers'), undefined, { price: due, balance });
  }
  const amount = topUpToCoverInPaise(due, balance);
  const payment = await startPayment(
    {
      customer,
      language,
      kind: 'wallet-topup',
      amount,
      // The same words for a call (the order's details say which): product-name.ts reads them back for receipts.
      productinfo: `Wallet top-up for a ${pkg.duration}-minute consultation with ${pkg.astrologerName}`,
      details: { astrologerId: pkg.astrologerId, duration: pkg.duration, channel: pkg.channel },
    },
    settings,
  );
  await recordPackageForPayment(payment.txnid, customer.id, pkg, { topic: input.topic, userDetails: input.userDetails });
  return payment;
}
