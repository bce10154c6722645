import { DEFAULT_UI_LANGUAGE, type Consultation, type UiLanguage } from '@astrosetu/contracts';
import { astrologerRepository } from '../astrologers/astrologer.repository';
import { astrologerSharesOf } from '../earnings/use-cases/earnings-figures';
import { userRepository } from '../users/user.repository';
import { netPaidByConsultation } from '../wallet/ledger-stats.repository';
import { noShowAutoCancelAt, noShowCancelableAt, sessionEndsAt, sessionStartsBy } from './consultation-timing';
import { callStateOf } from './call-timing';
import type { ConsultationRecord } from './consultation.repository';
import { topicIn } from './consultation-topic';

interface ConsultationView {
  birthDetailsStepMs: number;
  /**
   * The request's: the product's default topic is stored as a code and written in it (English when a caller does
   * not say, as the chat module's socket answers do not yet).
   */
  language?: UiLanguage;
}

/**
 * Adds the astrologer's name and image, the customer's name, the derived times and the money from the ledgers
 * (`netPaid` from the wallet ledger; for the astrologer's own lists, `astrologerShare` from the earnings ledger),
 * with one lookup per collection. `view.birthDetailsStepMs`: this API's birth-details step (SessionClock), for `startsBy`;
 * `view.language`: the request's, in which the product's own default topic is written (a typed topic stays as typed).
 */
export async function presentConsultations(records: ConsultationRecord[], view: ConsultationView & { astrologer?: boolean }): Promise<Consultation[]> {
  const ids = records.map((record) => record.id);
  const [astrologers, usernames, netPaid, shares] = await Promise.all([
    astrologerRepository.findNamesByIds([...new Set(records.map((r) => r.astrologerId))]),
    userRepository.findUsernamesByIds([...new Set(records.map((r) => r.userId))]),
    netPaidByConsultation(ids),
    view.astrologer ? astrologerSharesOf(ids) : undefined,
  ]);
  return records.map((record) => {
    // Bookkeeping of the lost-connection rule stays on the server.
    const {
      customerAwaySince: _customer,
      astrologerAwaySince: _astrologer,
      customerJoinedAt: _joined,
      paidMinutes: _paid,
      bonusPaid: _bonus,
      customerMediaAt: _customerMedia,
      astrologerMediaAt: _astrologerMedia,
      callDroppedSince: _dropped,
      ...shown
    } = record;
    const call = callStateOf(record);
    const expiresAt = sessionEndsAt(record);
    const startsBy = sessionStartsBy(record, view.birthDetailsStepMs);
    return {
      ...shown,
      topic: topicIn(view.language ?? DEFAULT_UI_LANGUAGE, record.topic),
      ...(expiresAt ? { expiresAt: expiresAt.toISOString() } : {}),
      ...(startsBy ? { startsBy: startsBy.toISOString() } : {}),
      ...(call ? { callState: call.state, ...(call.until ? { callStateUntil: call.until.toISOString() } : {}) } : {}),
      noShowCancelableAt: noShowCancelableAt(record).toISOString(),
      noShowAutoCancelAt: noShowAutoCancelAt(record).toISOString(),
      netPaid: netPaid.get(record.id) ?? 0,
      ...(shares ? { astrologerShare: shares.get(record.id) ?? 0 } : {}),
      canReview: record.status === 'completed' && !record.reviewId,
      astrologer: astrologers.get(record.astrologerId) ?? { id: record.astrologerId, name: 'Astrologer', image: '' },
      user: { id: record.userId, username: usernames.get(record.userId) ?? 'Customer' },
    };
  });
}

export async function presentConsultation(record: ConsultationRecord, view: ConsultationView): Promise<Consultation> {
  const [consultation] = await presentConsultations([record], { birthDetailsStepMs: view.birthDetailsStepMs, language: view.language });
  return consultation;
}
