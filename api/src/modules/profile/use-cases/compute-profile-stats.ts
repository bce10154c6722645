import type { ProfileStats } from '@astrosetu/contracts';
import { astrologerRepository } from '../../astrologers/astrologer.repository';
import { consultationStatsRepository } from '../../consultations/consultation-stats.repository';

/** A customer's figures from their completed consultations (totals over completed ones, the average rating over the rated ones). */
export async function computeProfileStats(userId: number): Promise<ProfileStats> {
  const sessions = await consultationStatsRepository.completedForUser(userId);
  const rated = sessions.filter((session) => session.rating !== undefined);
  const ratingSum = rated.reduce((sum, session) => sum + (session.rating ?? 0), 0);

  const perAstrologer = new Map<number, number>();
  for (const session of sessions) perAstrologer.set(session.astrologerId, (perAstrologer.get(session.astrologerId) ?? 0) + 1);
  // Most sessions wins; on a tie the astrologer first consulted (lowest id) is shown, so the answer is stable.
  const [top] = [...perAstrologer.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const topProfile = top ? await astrologerRepository.findSummaryById(top[0]) : null;

  return {
    totalConsultations: sessions.length,
    totalSpent: sessions.reduce((sum, session) => sum + session.cost, 0),
    averageRating: rated.length ? Math.round((ratingSum / rated.length) * 10) / 10 : 0,
    totalMinutes: sessions.reduce((sum, session) => sum + session.usedMinutes, 0),
    topAstrologer: top && topProfile ? { ...topProfile, consultations: top[1] } : null,
  };
}
