import { setTimeout as sleep } from 'node:timers/promises';
import { FREE_FIRST_MINUTES, freeFirstMinutesValueInPaise, packagePriceInPaise, userDetailsSchema, type User } from '@astrosetu/contracts';
import type { z } from 'zod';
import type { createConsultationRequestSchema } from '@astrosetu/contracts';
import { nextSequenceValue } from '../../../db/sequence';
import { runInTransaction } from '../../../db/transactions';
import { AppError } from '../../../shared/errors/app-error';
import type { DomainEvents } from '../../../shared/events/domain-events';
import '../consultation-booked-event';
import { astrologerRepository } from '../../astrologers/astrologer.repository';
import { refuseIfBlocked } from '../../blocks/use-cases/refuse-if-blocked';
import { requireVerifiedCustomer } from '../../account-verification/use-cases/require-verified-customer';
import { freeSessionKeys } from '../../free-first-session/free-first-minutes';
import { getsFreeFirstMinutes } from '../gets-free-first-minutes';
import type { SessionSettings } from '../session-settings';
import { FreeSessionAlreadyClaimedError, freeSessionClaimRepository } from '../../free-first-session/free-session-claim.repository';
import { assertWithinSpendingCap } from '../../wallet/use-cases/spending-cap';
import { insufficientBalance } from '../../wallet/use-cases/debit-wallet';
import { payForConsultation } from '../../wallet/use-cases/pay-for-consultation';
import { bonusBalanceRepository } from '../../wallet/bonus-balance.repository';
import { userRepository } from '../../users/user.repository';
import { checkVoucherForBooking, redeemVoucher } from '../../vouchers/use-cases/redeem-voucher';
import { ActiveSlotChangedError, consultationRepository, type ConsultationRecord } from '../consultation.repository';
import { finishConsultation } from './finish-consultation';
import { apiText } from '../../../shared/i18n/api-text';
import { topicToStore } from '../consultation-topic';

export type BookConsultationInput = z.output<typeof createConsultationRequestSchema> & {
  /**
   * A price fixed earlier (paise) and the rate it came from, e.g. of a paid "Add ₹X and book" order:
   * the booking costs this, and its extensions use that rate, even if the astrologer's rate changed
   * since. Default: the current rate and package price.
   */
  fixed?: { price: number; ratePerMinute: number };
};

export interface BookConsultationResult {
  consultation: ConsultationRecord;
  /** The session that was ended to make room for this one. */
  endedConsultationId?: number;
}

/** How often a booking re-reads the customer's active session after losing a race for it. */
const MAX_SLOT_ATTEMPTS = 200;

/**
 * A customer books a wallet-paid package at its package price (packagePriceInPaise: the 15-, 30- and
 * 60-minute packages cost 14, 25 and 50 minutes' worth). The astrologer's rate is kept on the session,
 * so a later change of rate applies to new bookings only. The billing clock has not started yet.
 * Debit, consultation and (when another astrologer's session is running) the end of that session
 * commit together or not at all. One active consultation per customer: the same astrologer again
 * gets 409 with the running session's id. Its followers hear `consultation.booked` (consultation-booked-event.ts).
 */
export async function bookConsultation(customer: User, input: BookConsultationInput, events: DomainEvents, settings: SessionSettings): Promise<BookConsultationResult> {
  if (customer.role !== 'user') throw AppError.forbidden(apiText('errors.consultations.customersBookConsultations'));
  requireVerifiedCustomer(customer);
  const astrologer = await astrologerRepository.findById(input.astrologerId);
  if (!astrologer || astrologer.approvalStatus !== 'approved') throw AppError.notFound('astrologer');
  await refuseIfBlocked(customer.id, astrologer.id);
  // A voucher booking (vouchers module) costs the customer nothing: the platform pays the astrologer at the end.
  const voucherBooking = input.voucherId
    ? { voucherId: input.voucherId, customerId: customer.id, astrologer: { name: astrologer.name, specializations: astrologer.specializations }, duration: input.duration }
    : null;
  if (voucherBooking) await checkVoucherForBooking(voucherBooking);
  // A call is priced at the astrologer's call rate, offered only by those who take calls (docs/voice.md).
  if (input.channel === 'call' && !astrologer.callRatePerMinute) {
    throw AppError.conflict(apiText('errors.calls.notTakingCalls', { name: astrologer.name }));
  }
  const currentRate = input.channel === 'call' ? (astrologer.callRatePerMinute ?? astrologer.ratePerMinute) : astrologer.ratePerMinute;
  const ratePerMinute = input.fixed?.ratePerMinute ?? currentRate;
  const fullPrice = input.fixed?.price ?? packagePriceInPaise(ratePerMinute, input.duration);
  // A new customer's first FREE_FIRST_MINUTES minutes are paid by the platform, so the customer pays
  // the package less their worth (decided again inside the transaction, where the claim is made).
  const priceFor = (free: boolean) => (voucherBooking ? 0 : free ? Math.max(0, fullPrice - freeFirstMinutesValueInPaise(ratePerMinute)) : fullPrice);
  // The free first minutes are kept for a booking the customer pays for.
  const eligibleForFree = async (session?: Parameters<typeof getsFreeFirstMinutes>[2]) =>
    !voucherBooking && (await getsFreeFirstMinutes(customer, settings.freeFirstMinutesOffer, session));
  // Complete birth details given at booking are the chat's birth-details step, already done.
  const detailsDone = input.userDetails !== undefined && userDetailsSchema.safeParse(input.userDetails).success;
  const consultationId = await nextSequenceValue('consultations');

  for (let attempt = 1; ; attempt += 1) {
    const running = await consultationRepository.findActiveSlot(customer.id);
    if (running?.astrologerId === astrologer.id) {
      throw new AppError(409, 'CONFLICT', apiText('errors.consultations.alreadyActiveConsultationAstrologer'), undefined, {
        activeConsultationId: running.consultationId,
      });
    }
    // Cheap early answer for an obviously short wallet; the guarded debit below stays the real check.
    // Bonus credit pays too (spent first).
    const balance = ((await userRepository.findBalance(customer.id)) ?? 0) + (await bonusBalanceRepository.find(customer.id));
    const expectedCost = priceFor(await eligibleForFree());
    if (balance < expectedCost) throw insufficientBalance(expectedCost, balance);
    try {
      const result = await runInTransaction(async (session): Promise<{ consultation: ConsultationRecord; replaced: ConsultationRecord | null }> => {
        const free = await eligibleForFree(session);
        const cost = priceFor(free);
        if (free) await freeSessionClaimRepository.claim(freeSessionKeys(customer), customer.id, consultationId, session);
        // Before anything else changes: of two bookings racing with one voucher, one has it and the other stops here.
        const voucher = voucherBooking ? await redeemVoucher({ ...voucherBooking, consultationId }, session) : null;
        await consultationRepository.claimActiveSlot(
          running,
          { userId: customer.id, consultationId, astrologerId: astrologer.id },
          session,
        );
        const replaced = running
          ? await finishConsultation(running.consultationId, { endedBy: 'user', endReason: 'replaced' }, settings, session)
          : null;
        // After the replaced session's refund, which no longer counts as spent.
        await assertWithinSpendingCap(customer.id, cost, session);
        const paid =
          cost > 0
            ? await payForConsultation(
                { userId: customer.id, amount: cost, reason: 'consultation', reference: { type: 'consultation', id: consultationId } },
                session,
              )
            : { bonusPart: 0, cashPart: 0 };
        const consultation = await consultationRepository.create(
          {
            id: consultationId,
            userId: customer.id,
            astrologerId: astrologer.id,
            channel: input.channel,
            topic: topicToStore(input.topic),
            duration: input.duration,
            packageDuration: input.duration,
            cost,
            ratePerMinute,
            freeFirstMinutes: free ? FREE_FIRST_MINUTES : 0,
            ...(voucher ? { voucherId: voucher.id, voucherMinutes: voucher.minutes } : {}),
            bonusPaid: paid.bonusPart,
            status: 'active',
            paymentStatus: 'completed',
            ...(input.userDetails ? { userDetails: input.userDetails } : {}),
            ...(detailsDone ? { detailsDoneAt: new Date() } : {}),
          },
          session,
        );
        return { consultation, replaced };
      });
      // After commit: whoever follows a booking (notifications, realtime, the catalogue, the waitlist) or an end
      // subscribed at composition; the answer waits for them, so it already reflects them. The replaced session's
      // end first: its side hears it before the new one rings.
      if (result.replaced) await events.publish({ type: 'consultation.ended', consultation: result.replaced });
      await events.publish({
        type: 'consultation.booked',
        consultation: result.consultation,
        customer: { id: customer.id, username: customer.username },
        astrologer: { id: astrologer.id, userId: astrologer.userId, name: astrologer.name },
      });
      return { consultation: result.consultation, ...(result.replaced ? { endedConsultationId: result.replaced.id } : {}) };
    } catch (error) {
      if (error instanceof FreeSessionAlreadyClaimedError) {
        // Another account with the same phone number claimed the offer a moment ago.
        throw AppError.conflict(apiText('errors.consultations.freeFirstMinutesWere'));
      }
      if (!(error instanceof ActiveSlotChangedError) || attempt >= MAX_SLOT_ATTEMPTS) {
        if (error instanceof ActiveSlotChangedError) {
          throw AppError.conflict(apiText('errors.consultations.anotherBookingProgressAccount'));
        }
        throw error;
      }
      // Another booking of this customer committed first: look again at what is running now.
      await sleep(Math.random() * 5);
    }
  }
}
