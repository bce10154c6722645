import type { ClientSession } from 'mongoose';
import { freeFirstMinutesValueInPaise, type ConsultationEndReason } from '@astrosetu/contracts';
import type { EndedBy } from '../consultation.model';
import { consultationRepository, type ConsultationRecord } from '../consultation.repository';
import { astrologerRepository } from '../../astrologers/astrologer.repository';
import { creditEarnings } from '../../earnings/use-cases/credit-earnings';
import { freeFirstMinutesGoBack } from '../../free-first-session/free-first-minutes';
import { freeSessionClaimRepository } from '../../free-first-session/free-session-claim.repository';
import { notifyUsers } from '../../notifications/use-cases/notify-users';
import { formatRupees } from '../../../shared/text/format-rupees';
import { refundConsultation } from '../../wallet/use-cases/pay-for-consultation';
import { settleVoucherSession } from '../../vouchers/use-cases/settle-voucher-session';
import { issueConsultationInvoice } from '../../receipts/use-cases/issue-consultation-invoice';
import { apiText } from '../../../shared/i18n/api-text';
import { refundOnEndAt } from './refund-on-end';
import { billedUntil } from '../call-timing';
import type { SessionSettings } from '../session-settings';
import { topicText } from '../consultation-topic';

export interface FinishChange {
  endedBy: EndedBy;
  endReason: ConsultationEndReason;
  /** Default now. */
  at?: Date;
}

/**
 * The bookkeeping every session end shares, inside the caller's transaction: mark it ended (once:
 * null when it had already ended), refund the unused whole minutes to the customer's wallet (a ledger
 * entry), credit the astrologer's share of the rest to the earnings ledger, and tell both people why
 * it ended. A session that never started (astrologer not joined or birth details pending) is
 * cancelled with a full refund and earns nothing. `settings`: the commission, TDS and seller of this API.
 */
export async function finishConsultation(
  consultationId: number,
  change: FinishChange,
  settings: SessionSettings,
  session: ClientSession,
): Promise<ConsultationRecord | null> {
  const at = change.at ?? new Date();
  const current = await consultationRepository.findById(consultationId, session);
  if (!current || current.status !== 'active') return null;
  // A call that dropped and did not come back is billed only up to its drop (docs/voice.md#billing).
  const { usedMinutes, refundedAmount } = refundOnEndAt(current, billedUntil(current, at));
  // A session that never started, or of which nothing was used, is cancelled (and refunded in full).
  const started = Boolean(current.startedAt) && usedMinutes > 0;
  const ended = await consultationRepository.markEnded(
    consultationId,
    {
      status: started ? 'completed' : 'cancelled',
      paymentStatus: refundedAmount > 0 && refundedAmount === current.cost ? 'refunded' : 'completed',
      endedBy: change.endedBy,
      endReason: change.endReason,
      usedMinutes,
      refundedAmount,
      endedAt: at,
    },
    session,
  );
  if (!ended) return null;

  const reference = { type: 'consultation', id: ended.id };
  let bonusRefund = 0;
  if (refundedAmount > 0) {
    // Back to the balances it came from; the keys make a second refund for the same session impossible.
    ({ bonusRefund } = await refundConsultation(
      { userId: ended.userId, consultationId: ended.id, amount: refundedAmount, cost: ended.cost, bonusPaid: ended.bonusPaid },
      session,
    ));
  }
  const keptAmount = ended.cost - refundedAmount;
  // The platform pays the astrologer for the free first minutes that were used.
  const freePaidMinutes = started ? Math.min(ended.freeFirstMinutes, usedMinutes) : 0;
  // A voucher session: the platform pays the astrologer for the voucher's minutes used as for a paid session,
  // and the customer gets the voucher's unused minutes back (vouchers module); never started: the voucher is back.
  const voucher = ended.voucherId
    ? await settleVoucherSession({ consultationId: ended.id, astrologerId: ended.astrologerId, ratePerMinute: ended.ratePerMinute, usedMinutes, started }, session, at)
    : null;
  const platformPaidMinutes = freePaidMinutes + (voucher?.platformPaidMinutes ?? 0);
  const platformPaidAmount = freeFirstMinutesValueInPaise(ended.ratePerMinute, freePaidMinutes) + (voucher?.platformPaidAmount ?? 0);
  if (started) {
    await astrologerRepository.recordCompletedSession(ended.astrologerId, { earnings: keptAmount + platformPaidAmount }, session);
    await creditEarnings(
      { astrologerId: ended.astrologerId, consultationId: ended.id, grossAmount: keptAmount, usedMinutes, platformPaidMinutes, platformPaidAmount },
      settings,
      session,
    );
  } else if (ended.freeFirstMinutes > 0 && freeFirstMinutesGoBack(ended)) {
    // A session that never started gives the free first minutes back, unless the customer called it off after the astrologer joined.
    await freeSessionClaimRepository.releaseForConsultation(ended.id, session);
  }

  const astrologer = await astrologerRepository.findById(ended.astrologerId, session);
  if (started) {
    // The minutes billed are the supply: their GST tax invoice, with the end (docs/tax.md).
    await issueConsultationInvoice(
      {
        id: ended.id,
        userId: ended.userId,
        astrologerName: astrologer?.name ?? '',
        ratePerMinute: ended.ratePerMinute,
        usedMinutes: usedMinutes - platformPaidMinutes,
        cost: ended.cost,
        bonusPaid: ended.bonusPaid,
        refundedAmount,
      },
      at,
      settings.seller,
      session,
    );
  }
  // Whole sentences, each in the customer's language: what happened, why, the refund, the free minutes.
  const customerMessage = [
    astrologer
      ? apiText('notifications.session.customer', { astrologer: astrologer.name, used: usedMinutes, total: ended.duration })
      : apiText('notifications.session.customerUnknownAstrologer', { used: usedMinutes, total: ended.duration }),
    apiText(`notifications.session.why.${change.endReason}`),
    ...(refundedAmount > 0
      ? [
          bonusRefund > 0
            ? apiText('notifications.session.refundWithBonus', { amount: formatRupees(refundedAmount), bonus: formatRupees(bonusRefund) })
            : apiText('notifications.session.refund', { amount: formatRupees(refundedAmount) }),
        ]
      : []),
    ...(freePaidMinutes > 0 ? [apiText('notifications.session.free', { count: freePaidMinutes })] : []),
    ...(voucher && voucher.platformPaidMinutes > 0
      ? [
          voucher.refundedAmount > 0
            ? apiText('notifications.voucher.sessionRefund', { used: voucher.platformPaidMinutes, amount: formatRupees(voucher.refundedAmount) })
            : apiText('notifications.voucher.sessionUsed', { used: voucher.platformPaidMinutes }),
        ]
      : []),
  ];
  await notifyUsers(
    [
      {
        userId: ended.userId,
        title: apiText(started ? 'notifications.session.endedTitle' : 'notifications.session.cancelledTitle'),
        message: customerMessage,
        reference,
      },
      {
        userId: astrologer?.userId,
        title: apiText(started ? 'notifications.session.endedTitle' : 'notifications.session.cancelledTitle'),
        message: apiText('notifications.session.astrologer', {
          id: ended.id,
          topic: topicText(ended.topic),
          used: usedMinutes,
          total: ended.duration,
          reason: apiText(`notifications.session.whyForAstrologer.${change.endReason}`),
        }),
        reference,
      },
    ],
    session,
  );
  return ended;
}

/** The realtime end event both sides get. */
export function endedEvent(ended: ConsultationRecord) {
  return {
    consultationId: ended.id,
    endedBy: ended.endedBy ?? 'system',
    endReason: ended.endReason ?? 'expired',
    status: ended.status === 'cancelled' ? ('cancelled' as const) : ('completed' as const),
    usedMinutes: ended.usedMinutes ?? 0,
    refundedAmount: ended.refundedAmount ?? 0,
  };
}
