import type { BookingPaymentDetails, CreatePaymentResponse, User } from '@astrosetu/contracts';
import { AppError } from '../../../shared/errors/app-error';
import { consultationRepository } from '../../consultations/consultation.repository';
import type { GatewaySettings } from '../gateway/gateway-settings';
import { packagePrice } from './package-price';
import { startPayment } from './start-payment';

export interface BookingPaymentInput {
  consultationId: number;
  astrologerId: number;
  duration: number;
  userDetails: BookingPaymentDetails;
}

/**
 * The booking page pays a package's full price (the astrologer's rate x minutes) at the gateway.
 * The money lands in the wallet (every balance change is a ledger entry) and the package is then
 * booked from it, so a paid booking and a wallet booking are the same thing afterwards.
 */
export async function createBookingPayment(customer: User, input: BookingPaymentInput, settings: GatewaySettings): Promise<CreatePaymentResponse> {
  const pkg = await packagePrice(input.astrologerId, input.duration);
  if (input.consultationId > 0) {
    const consultation = await consultationRepository.findById(input.consultationId);
    if (!consultation || consultation.userId !== customer.id || consultation.astrologerId !== pkg.astrologerId) {
      throw AppError.notFound('Consultation');
    }
  }
  return startPayment(
    {
      customer,
      kind: 'booking',
      amount: pkg.price,
      productinfo: `${pkg.duration}-minute consultation with ${pkg.astrologerName}`,
      payer: { name: input.userDetails.name, email: input.userDetails.email, phone: input.userDetails.phone },
      details: {
        astrologerId: pkg.astrologerId,
        duration: pkg.duration,
        ...(input.consultationId > 0 ? { consultationId: input.consultationId } : {}),
      },
    },
    settings,
  );
}
