import type { BookingPaymentDetails, BookingUserDetails, ConsultationChannel, CreatePaymentResponse, User, UiLanguage } from '@astrosetu/contracts';
import { AppError } from '../../../shared/errors/app-error';
import { consultationRepository } from '../../consultations/consultation.repository';
import type { GatewaySettings } from '../gateway/gateway-settings';
import { packagePrice } from './package-price';
import { recordPackageForPayment } from './record-package-for-payment';
import { startPayment } from './start-payment';

export interface BookingPaymentInput {
  consultationId: number;
  astrologerId: number;
  duration: number;
  channel?: ConsultationChannel;
  userDetails: BookingPaymentDetails;
  topic?: string;
  birthDetails?: BookingUserDetails;
}

/**
 * The booking page pays a package's price (packagePriceInPaise) at the gateway. The money lands in
 * the wallet (every balance change is a ledger entry) and, once the gateway confirms it, the server
 * books the package from it (unless the order is for an existing consultation), so a paid booking and
 * a wallet booking are the same thing afterwards.
 */
export async function createBookingPayment(customer: User, input: BookingPaymentInput, settings: GatewaySettings, language?: UiLanguage): Promise<CreatePaymentResponse> {
  const pkg = await packagePrice(input.astrologerId, input.duration, input.channel);
  if (input.consultationId > 0) {
    const consultation = await consultationRepository.findById(input.consultationId);
    if (!consultation || consultation.userId !== customer.id || consultation.astrologerId !== pkg.astrologerId) {
      throw AppError.notFound('consultation');
    }
  }
  const payment = await startPayment(
    {
      customer,
      language,
      kind: 'booking',
      amount: pkg.price,
      // The same words for a call (the order's details say which): product-name.ts reads them back for receipts.
      productinfo: `${pkg.duration}-minute consultation with ${pkg.astrologerName}`,
      payer: { name: input.userDetails.name, email: input.userDetails.email, phone: input.userDetails.phone },
      details: {
        astrologerId: pkg.astrologerId,
        duration: pkg.duration,
        channel: pkg.channel,
        ...(input.consultationId > 0 ? { consultationId: input.consultationId } : {}),
      },
    },
    settings,
  );
  if (input.consultationId === 0) {
    await recordPackageForPayment(payment.txnid, customer.id, pkg, { topic: input.topic, userDetails: input.birthDetails });
  }
  return payment;
}
