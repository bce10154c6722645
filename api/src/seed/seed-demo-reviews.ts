import { packagePriceInPaise } from '@astrosetu/contracts';
import { nextSequenceValue } from '../db/sequence';
import { runInTransaction } from '../db/transactions';
import { astrologerRepository } from '../modules/astrologers/astrologer.repository';
import { consultationRepository } from '../modules/consultations/consultation.repository';
import { finishConsultation } from '../modules/consultations/use-cases/finish-consultation';
import type { SessionSettings } from '../modules/consultations/session-settings';
import { DEFAULT_CONSULTATION_TOPIC } from '../modules/consultations/consultation-topic';
import { recordReview } from '../modules/reviews/use-cases/create-review';
import { userRepository } from '../modules/users/user.repository';
import { creditWallet } from '../modules/wallet/use-cases/credit-wallet';
import { debitWallet } from '../modules/wallet/use-cases/debit-wallet';

interface DemoReview {
  astrologerId: number;
  customer: number;
  rating: number;
  review: string;
  reply?: string;
}

const reviewers = [
  { username: 'Priya Nair', email: 'priya.demo@example.com', phone: '+919845011111', verifiedEmail: 'priya.demo@example.com', verifiedPhone: '+919845011111' },
  { username: 'Arjun Mehta', email: 'arjun.demo@example.com', phone: '+919845022222', verifiedEmail: 'arjun.demo@example.com', verifiedPhone: '+919845022222' },
  { username: 'Meera Iyer', email: 'meera.demo@example.com', phone: '+919845033333', verifiedEmail: 'meera.demo@example.com', verifiedPhone: '+919845033333' },
];

const demoReviews: DemoReview[] = [
  { astrologerId: 1, customer: 0, rating: 5, review: 'Explained my career period clearly and suggested simple remedies.' },
  { astrologerId: 1, customer: 1, rating: 4, review: 'Helpful reading, a little rushed at the end.' },
  { astrologerId: 2, customer: 2, rating: 5, review: 'Very patient with my questions about marriage timing.' },
  { astrologerId: 3, customer: 0, rating: 4, review: 'Good Vastu advice for our new flat.' },
  { astrologerId: 4, customer: 1, rating: 5, review: 'Tarot reading was calm and to the point.' },
];

/**
 * Demo reviews that come from real (seeded) finished sessions: each reviewer pays a 15-minute package
 * from a topped-up wallet (ledger entries), the session runs its full time and ends, and the review is
 * written through the same code as a customer's. Ratings and review counts therefore come from reviews only.
 */
export async function seedDemoReviews(passwordHash: string, settings: SessionSettings): Promise<number> {
  const customers = [];
  for (const reviewer of reviewers) customers.push(await userRepository.create({ ...reviewer, passwordHash, role: 'user' }));
  const duration = 15;
  for (const demo of demoReviews) {
    const astrologer = await astrologerRepository.findById(demo.astrologerId);
    if (!astrologer) continue;
    const customer = customers[demo.customer];
    const cost = packagePriceInPaise(astrologer.ratePerMinute, duration);
    await creditWallet({ userId: customer.id, amount: cost, reason: 'topup', reference: { type: 'demo-seed', id: customer.id } });
    const id = await nextSequenceValue('consultations');
    const startedAt = new Date(Date.now() - (duration + 60) * 60_000);
    await runInTransaction(async (session) => {
      await debitWallet({ userId: customer.id, amount: cost, reason: 'consultation', reference: { type: 'consultation', id } }, session);
      await consultationRepository.create(
        {
          id,
          userId: customer.id,
          astrologerId: astrologer.id,
          channel: 'chat',
          topic: DEFAULT_CONSULTATION_TOPIC,
          duration,
          packageDuration: duration,
          cost,
          ratePerMinute: astrologer.ratePerMinute,
          status: 'active',
          paymentStatus: 'completed',
          detailsDoneAt: startedAt,
        },
        session,
      );
      await consultationRepository.setStartForSeed(id, startedAt, session);
      const ended = await finishConsultation(id, { endedBy: 'user', endReason: 'expired', at: new Date(startedAt.getTime() + duration * 60_000) }, settings, session);
      if (ended) await recordReview(customer, ended, { rating: demo.rating, review: demo.review }, session);
    });
  }
  return demoReviews.length;
}
