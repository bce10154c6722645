import type { ProfileStats } from '@astrosetu/contracts';
import { astrologerRepository } from '../../astrologers/astrologer.repository';
import { consultationStatsRepository } from '../../consultations/consultation-stats.repository';
import { consultationMoneyOfCustomer } from '../../wallet/ledger-stats.repository';
import { istMonthOf } from '../../wallet/use-cases/ist-month';

/** Months shown in the spending chart, the current one included. */
const CHART_MONTHS = 6;

/** The last `count` IST months (YYYY-MM), oldest first, ending with the month of `now`. */
function lastMonths(now: Date, count: number): string[] {
  const [year, month] = istMonthOf(now).month.split('-').map(Number);
  return Array.from({ length: count }, (_, index) => new Date(Date.UTC(year, month - 1 - (count - 1 - index), 1)).toISOString().slice(0, 7));
}

/**
 * A customer's figures. Money is summed from the wallet ledger's entries for consultations (debits for bookings and
 * extensions less refunds, cash and bonus credit alike), so every amount is net of refunds and the totals, the rows
 * (`netPaid`) and the chart are sums of the same entries. Counts, minutes billed and ratings are over completed sessions.
 */
export async function computeProfileStats(userId: number, now = new Date()): Promise<ProfileStats> {
  const [sessions, activeIds, movements] = await Promise.all([
    consultationStatsRepository.completedForUser(userId),
    consultationStatsRepository.activeIdsForUser(userId),
    consultationMoneyOfCustomer(userId),
  ]);
  const running = new Set(activeIds);
  const paid = (list: typeof movements) => list.reduce((sum, movement) => sum - movement.amount, 0);
  const months = lastMonths(now, CHART_MONTHS);
  const spentByMonth = months.map((month) => ({
    month,
    spent: paid(movements.filter((movement) => istMonthOf(movement.at).month === month)),
  }));

  const rated = sessions.filter((session) => session.rating !== undefined);
  const ratingSum = rated.reduce((sum, session) => sum + (session.rating ?? 0), 0);
  const perAstrologer = new Map<number, number>();
  for (const session of sessions) perAstrologer.set(session.astrologerId, (perAstrologer.get(session.astrologerId) ?? 0) + 1);
  // Most sessions wins; on a tie the astrologer first consulted (lowest id) is shown, so the answer is stable.
  const [top] = [...perAstrologer.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const topProfile = top ? await astrologerRepository.findSummaryById(top[0]) : null;

  return {
    totalConsultations: sessions.length,
    totalSpent: Math.max(0, paid(movements.filter((movement) => !running.has(movement.consultationId)))),
    liveSpent: Math.max(0, paid(movements.filter((movement) => running.has(movement.consultationId)))),
    spentByMonth,
    averageRating: rated.length ? Math.round((ratingSum / rated.length) * 10) / 10 : 0,
    totalMinutes: sessions.reduce((sum, session) => sum + session.usedMinutes, 0),
    topAstrologer: top && topProfile ? { ...topProfile, consultations: top[1] } : null,
  };
}
