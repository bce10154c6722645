import { setTimeout as sleep } from 'node:timers/promises';
import { toAppError } from '../../../shared/http/error-handler';
import type { DomainEvents } from '../../../shared/events/domain-events';
import type { Logger } from '../../../shared/logging/logger';
import { astrologerRepository } from '../../astrologers/astrologer.repository';
import type { SessionSettings } from '../../consultations/session-settings';
import { DEFAULT_CONSULTATION_TOPIC } from '../../consultations/consultation-topic';
import { bookConsultation, type BookConsultationInput } from '../../consultations/use-cases/book-consultation';
import { userRepository } from '../../users/user.repository';
import { packageBookingRepository, type PackageBooking } from '../package-booking.repository';
import type { PaymentOrderRecord } from '../../payment-orders/payment-order.repository';

/** How long a replayed callback waits for the first one's booking before landing without it. */
const WAIT_FOR_BOOKING_MS = 10_000;

/**
 * After the gateway confirmed an order that carries a package (its money is in the wallet), the server
 * books the package itself, on the channel (chat or call) and at the price fixed with the order, so a customer who closed the browser
 * after paying still gets the session. Exactly once: only the callback that claims the booking books;
 * a replay waits for that outcome. When booking is impossible (astrologer offline, another session with
 * them running...) the money stays in the wallet and the outcome says why.
 */
export async function bookPaidPackage(order: PaymentOrderRecord, logger: Logger, events: DomainEvents, settings: SessionSettings): Promise<PackageBooking | null> {
  const claimed = await packageBookingRepository.claim(order.txnid);
  if (!claimed) return waitForOutcome(order.txnid);
  try {
    const astrologer = await astrologerRepository.findById(claimed.astrologerId);
    if (!astrologer || astrologer.approvalStatus !== 'approved') throw new Error('This astrologer is no longer available');
    if (!astrologer.isOnline) throw new Error(`${astrologer.name} went offline, so the consultation was not booked`);
    const customer = await userRepository.findById(claimed.userId);
    if (!customer) throw new Error('Your account could not be found');
    const { consultation } = await bookConsultation(customer, {
      astrologerId: claimed.astrologerId,
      duration: claimed.duration as BookConsultationInput['duration'],
      channel: claimed.channel,
      topic: claimed.topic || DEFAULT_CONSULTATION_TOPIC,
      ...(claimed.userDetails ? { userDetails: claimed.userDetails as never } : {}),
      fixed: { price: claimed.price, ratePerMinute: claimed.ratePerMinute },
    }, events, settings);
    return await packageBookingRepository.settle(order.txnid, { status: 'booked', consultationId: consultation.id });
  } catch (error) {
    const message = toAppError(error)?.message ?? (error instanceof Error ? error.message : 'The consultation could not be booked');
    logger.warn(`Paid order ${order.txnid} could not book its package: ${message}; the money stays in the wallet`);
    return packageBookingRepository.settle(order.txnid, { status: 'failed', error: message });
  }
}

async function waitForOutcome(txnid: string): Promise<PackageBooking | null> {
  const deadline = Date.now() + WAIT_FOR_BOOKING_MS;
  for (;;) {
    const booking = await packageBookingRepository.findByTxnid(txnid);
    if (!booking || booking.status === 'booked' || booking.status === 'failed' || Date.now() > deadline) return booking;
    await sleep(100);
  }
}
