import type { Consultation } from '@astrosetu/contracts';
import { astrologerRepository } from '../astrologers/astrologer.repository';
import { userRepository } from '../users/user.repository';
import { noShowAutoCancelAt, noShowCancelableAt, sessionEndsAt } from './consultation-timing';
import type { ConsultationRecord } from './consultation.repository';

/** Adds the astrologer's name and image, the customer's name and the derived times, with one lookup per collection. */
export async function presentConsultations(records: ConsultationRecord[]): Promise<Consultation[]> {
  const astrologers = await astrologerRepository.findNamesByIds([...new Set(records.map((r) => r.astrologerId))]);
  const usernames = await userRepository.findUsernamesByIds([...new Set(records.map((r) => r.userId))]);
  return records.map((record) => {
    // Bookkeeping of the lost-connection rule stays on the server.
    const { customerAwaySince: _customer, astrologerAwaySince: _astrologer, customerJoinedAt: _joined, paidMinutes: _paid, bonusPaid: _bonus, ...shown } = record;
    const expiresAt = sessionEndsAt(record);
    return {
      ...shown,
      ...(expiresAt ? { expiresAt: expiresAt.toISOString() } : {}),
      noShowCancelableAt: noShowCancelableAt(record).toISOString(),
      noShowAutoCancelAt: noShowAutoCancelAt(record).toISOString(),
      canReview: record.status === 'completed' && !record.reviewId,
      astrologer: astrologers.get(record.astrologerId) ?? { id: record.astrologerId, name: 'Astrologer', image: '' },
      user: { id: record.userId, username: usernames.get(record.userId) ?? 'Customer' },
    };
  });
}

export async function presentConsultation(record: ConsultationRecord): Promise<Consultation> {
  const [consultation] = await presentConsultations([record]);
  return consultation;
}
