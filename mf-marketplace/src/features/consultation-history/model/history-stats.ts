import type { Consultation } from '@astrosetu/contracts';

export interface HistoryStats {
  totalSessions: number;
  totalMinutes: number;
  /** One decimal; null when no completed session was rated (shown as N/A). */
  averageRating: number | null;
  /** Paise. */
  totalSpent: number;
  /** Paise paid for sessions still running (not in the totals until they complete). */
  liveSpent: number;
}

/** Totals are summed over completed consultations; the average is over the rated ones among them. */
export function computeHistoryStats(consultations: readonly Consultation[]): HistoryStats {
  const completed = consultations.filter((consultation) => consultation.status === 'completed');
  const ratings = completed.map((consultation) => consultation.rating ?? 0).filter((rating) => rating >= 1);
  return {
    totalSessions: completed.length,
    totalMinutes: completed.reduce((sum, consultation) => sum + consultation.duration, 0),
    averageRating: ratings.length ? Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10 : null,
    totalSpent: completed.reduce((sum, consultation) => sum + consultation.cost, 0),
    liveSpent: consultations.filter((consultation) => consultation.status === 'active').reduce((sum, consultation) => sum + consultation.cost, 0),
  };
}
