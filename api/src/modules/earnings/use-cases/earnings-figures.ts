import type { EarningsTotals } from '@astrosetu/contracts';
import { totalsOf } from '../earnings-periods';
import { earningsRepository } from '../earnings.repository';

/**
 * Figures other screens show about astrologers' sessions, read from the earnings ledger (one entry per
 * completed session, written in the end's transaction), so a count or an amount always agrees with the
 * money the Earnings panel and the admin's payouts show.
 */

/** All-time totals of one astrologer (the Earnings panel's `totalsOf`) and the minutes billed in those sessions. */
export async function astrologerLifetimeEarnings(astrologerId: number): Promise<{ totals: EarningsTotals; minutesBilled: number }> {
  const entries = await earningsRepository.listAllForAstrologer(astrologerId);
  return { totals: totalsOf(entries), minutesBilled: entries.reduce((sum, entry) => sum + entry.usedMinutes, 0) };
}

/** Completed sessions per astrologer id (the public count of consultations). */
export function completedSessionCounts(): Promise<Map<number, number>> {
  return earningsRepository.sessionCountsByAstrologer();
}

/** The astrologer's share of each consultation (absent: nothing credited, e.g. cancelled or still running). */
export function astrologerSharesOf(consultationIds: readonly number[]): Promise<Map<number, number>> {
  return earningsRepository.sharesByConsultation(consultationIds);
}

/** Completed sessions and gross billed per astrologer id (what the astrologers' stored totals must equal). */
export function sessionsAndGrossByAstrologer(): Promise<Map<number, { sessions: number; grossAmount: number }>> {
  return earningsRepository.sessionsAndGrossByAstrologer();
}
