import type { AstrologerStats } from '@astrosetu/contracts';
import { AppError } from '../../../shared/errors/app-error';
import { astrologerRepository } from '../../astrologers/astrologer.repository';
import { consultationStatsRepository, type CompletedSession } from '../../consultations/consultation-stats.repository';
import { astrologerLifetimeEarnings } from '../../earnings/use-cases/earnings-figures';

/** Minutes a finished session actually ran: start to end, never more than the minutes booked. */
export function sessionMinutes(session: CompletedSession): number {
  if (!session.endedAt) return session.duration;
  const elapsed = (session.endedAt.getTime() - session.startedAt.getTime()) / 60_000;
  return Math.max(0, Math.min(elapsed, session.duration));
}

/**
 * One astrologer's figures for the admin. The session count and the revenue (gross billed, net of refunds,
 * platform-paid free minutes included) come from the earnings ledger, as the payouts do; the rating from the
 * reviews; the average session length is measured on the sessions stored here.
 */
export async function computeAstrologerStats(astrologerId: number): Promise<AstrologerStats> {
  const astrologer = await astrologerRepository.findById(astrologerId);
  if (!astrologer) throw AppError.notFound('astrologer');
  const [sessions, active, { totals }] = await Promise.all([
    consultationStatsRepository.completedForAstrologer(astrologerId),
    consultationStatsRepository.countActiveForAstrologer(astrologerId),
    astrologerLifetimeEarnings(astrologerId),
  ]);
  const minutes = sessions.reduce((sum, session) => sum + sessionMinutes(session), 0);
  return {
    astrologerId,
    totalConsultations: totals.sessions,
    totalRevenue: totals.grossAmount,
    averageRating: astrologer.rating,
    reviewCount: astrologer.reviewCount,
    averageSessionDuration: sessions.length ? Math.round((minutes / sessions.length) * 10) / 10 : 0,
    sessionsRecorded: sessions.length,
    activeConsultations: active,
  };
}
