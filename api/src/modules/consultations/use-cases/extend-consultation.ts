import { priceInPaise, type User } from '@astrosetu/contracts';
import { runInTransaction } from '../../../db/transactions';
import type { DomainEvents } from '../../../shared/events/domain-events';
import type { RealtimeEvents } from '../../../shared/realtime/realtime-events';
import { AppError } from '../../../shared/errors/app-error';
import { astrologerRepository } from '../../astrologers/astrologer.repository';
import { notifyUsers } from '../../notifications/use-cases/notify-users';
import { payForConsultation } from '../../wallet/use-cases/pay-for-consultation';
import { assertWithinSpendingCap } from '../../wallet/use-cases/spending-cap';
import { consultationAlreadyEnded, consultationNotFound } from '../consultation-access';
import { consultationRepository, type ConsultationRecord } from '../consultation.repository';
import { apiText } from '../../../shared/i18n/api-text';

/**
 * The customer buys more minutes for a running session at the rate it was booked at, paid from the wallet
 * in the same transaction as the added minutes (402 INSUFFICIENT_BALANCE leaves both untouched).
 */
export async function extendConsultation(
  actor: User,
  consultationId: number,
  minutes: number,
  events: Pick<DomainEvents, 'publish'>,
  realtime: RealtimeEvents,
): Promise<ConsultationRecord> {
  const consultation = await consultationRepository.findById(consultationId);
  if (!consultation) throw consultationNotFound();
  if (actor.role !== 'user' || actor.id !== consultation.userId) {
    throw AppError.forbidden(apiText('errors.consultations.customerConsultationBuyExtension'));
  }
  if (consultation.status !== 'active') throw consultationAlreadyEnded();
  const astrologer = await astrologerRepository.findById(consultation.astrologerId);
  if (!astrologer) throw AppError.notFound('astrologer');
  // At the rate the session was booked at: a rate change applies to new bookings only.
  const cost = priceInPaise(consultation.ratePerMinute, minutes);

  const extended = await runInTransaction(async (session) => {
    await assertWithinSpendingCap(actor.id, cost, session);
    const paid = await payForConsultation(
      { userId: actor.id, amount: cost, reason: 'extension', reference: { type: 'consultation', id: consultationId } },
      session,
    );
    const updated = await consultationRepository.addPaidMinutes(consultationId, minutes, cost, session, paid.bonusPart);
    if (!updated) throw consultationAlreadyEnded();
    await notifyUsers(
      [
        {
          userId: actor.id,
          title: apiText('notifications.extension.title'),
          message: apiText('notifications.extension.customer', { minutes, astrologer: astrologer.name, amount: (cost / 100).toFixed(2) }),
          reference: { type: 'consultation', id: consultationId },
        },
        {
          userId: astrologer.userId,
          title: apiText('notifications.extension.title'),
          message: apiText('notifications.extension.astrologer', { customer: actor.username, minutes, id: consultationId }),
          reference: { type: 'consultation', id: consultationId },
        },
      ],
      session,
    );
    return updated;
  });

  const event = { consultationId, extendedBy: 'user' as const, duration: minutes, totalDuration: extended.duration };
  realtime.emitToParticipants(extended, 'session-extended', event);
  await events.publish({ type: 'wallet.balance-changed', userId: actor.id });
  return extended;
}
