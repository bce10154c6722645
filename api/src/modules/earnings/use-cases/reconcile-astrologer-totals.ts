import { sessionsAndGrossByAstrologer } from './earnings-figures';
import { astrologerRepository } from '../../astrologers/astrologer.repository';

/**
 * At start-up, before anything is served: each astrologer's stored `totalConsultations` and `totalEarnings` (the
 * admin's astrologer table sorts and shows them; every session end adds to them in the earnings entry's
 * transaction) are set to the earnings ledger's count and gross. A database whose totals were once written by hand
 * (the old demo data invented thousands of sessions) shows only sessions that really ran from then on.
 * Returns how many astrologers were corrected.
 */
export async function reconcileAstrologerTotals(): Promise<number> {
  const [ledger, stored] = await Promise.all([sessionsAndGrossByAstrologer(), astrologerRepository.listStoredTotals()]);
  let corrected = 0;
  for (const astrologer of stored) {
    const real = ledger.get(astrologer.id) ?? { sessions: 0, grossAmount: 0 };
    if (astrologer.totalConsultations === real.sessions && astrologer.totalEarnings === real.grossAmount) continue;
    await astrologerRepository.setStoredTotals(astrologer.id, { totalConsultations: real.sessions, totalEarnings: real.grossAmount });
    corrected += 1;
  }
  return corrected;
}
