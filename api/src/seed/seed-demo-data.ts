import { hashPassword } from '../shared/security/password-hasher';
import type { Logger } from '../shared/logging/logger';
import { astrologerRepository } from '../modules/astrologers/astrologer.repository';
import { userRepository } from '../modules/users/user.repository';
import { creditWallet } from '../modules/wallet/use-cases/credit-wallet';
import { markFreeFirstMinutesUsed } from '../modules/free-first-session/free-first-minutes';
import { runInTransaction } from '../db/transactions';
import { rechargePackRepository } from '../modules/recharge-packs/recharge-pack.repository';

/** ₹1,000 earns +10% and ₹2,000 +15% bonus credit. */
const demoRechargePacks = [
  { amount: 100_000, bonusPercent: 10, active: true },
  { amount: 200_000, bonusPercent: 15, active: true },
];
import { DEMO_ASTROLOGER_EMAIL, demoAstrologers } from './demo-astrologers';
import { seedDemoContent } from './seed-demo-content';
import { seedDemoReviews } from './seed-demo-reviews';
import type { SessionSettings } from '../modules/consultations/session-settings';

export const DEMO_PASSWORD = 'password123';

export const demoLogins = {
  user: 'user@example.com',
  astrologer: DEMO_ASTROLOGER_EMAIL,
  admin: 'admin@example.com',
} as const;

/** The demo customer's opening wallet balance: ₹1,000. */
export const DEMO_USER_BALANCE = 100_000;

/**
 * Fills an empty database with the demo accounts and astrologers. Does nothing when users exist, so
 * it is safe on every start. The demo balance goes through the wallet so the ledger matches it. `settings`: the
 * API's commission, TDS and seller, by which the demo sessions that ran are credited and invoiced.
 */
export async function seedDemoData(logger: Logger, settings: SessionSettings): Promise<boolean> {
  if ((await userRepository.count()) > 0 || (await astrologerRepository.count()) > 0) return false;

  const [userHash, astrologerHash, adminHash] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    hashPassword(DEMO_PASSWORD),
    hashPassword(DEMO_PASSWORD),
  ]);
  // The demo customer has confirmed their e-mail and mobile number, as every customer must before booking.
  const customer = await userRepository.create({
    username: 'Demo User', email: demoLogins.user, phone: '+919876543210', passwordHash: userHash, role: 'user',
    verifiedEmail: demoLogins.user, verifiedPhone: '+919876543210',
  });
  await creditWallet({
    userId: customer.id, amount: DEMO_USER_BALANCE, reason: 'topup', reference: { type: 'demo-seed', id: customer.id },
  });
  // The demo customer plays a returning customer: the free first minutes are for new sign-ups.
  await runInTransaction((session) => markFreeFirstMinutesUsed(customer, session));
  // The recharge packs of the example; admins change them at /admin.
  for (const pack of demoRechargePacks) await rechargePackRepository.create(pack);
  const astrologerAccount = await userRepository.create({
    username: 'Pandit Rajesh Sharma', email: demoLogins.astrologer, phone: '+91 91234 56780', passwordHash: astrologerHash, role: 'astrologer',
  });
  await userRepository.create({
    username: 'Admin', email: demoLogins.admin, phone: '+91 90000 00001', passwordHash: adminHash, role: 'admin',
  });

  for (const demo of demoAstrologers) {
    // Ratings and review counts come from reviews only (seedDemoReviews writes a few real ones).
    const created = await astrologerRepository.create({
      ...demo,
      reviewCount: 0,
      ratingTotal: 0,
      // No invented history: counts and earnings come from sessions that really ran (seedDemoReviews runs a few).
      totalConsultations: 0,
      totalEarnings: 0,
      ...(demo.email === DEMO_ASTROLOGER_EMAIL ? { userId: astrologerAccount.id } : {}),
    });
    if (demo.email === DEMO_ASTROLOGER_EMAIL) await userRepository.linkAstrologer(astrologerAccount.id, created.id);
  }
  const reviews = await seedDemoReviews(userHash, settings);
  await seedDemoContent(logger, demoLogins.astrologer);
  logger.info(`Seeded demo data: 3 accounts, ${demoAstrologers.length} astrologers, ${reviews} reviews of finished sessions`);
  return true;
}
