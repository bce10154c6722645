import type { AnalyticsPeriod, AnalyticsPoint, AnalyticsResponse } from '@astrosetu/contracts';
import { consultationStatsRepository } from '../../consultations/consultation-stats.repository';
import { userDirectoryRepository } from '../../users/user-directory.repository';
import { consultationMoneySince } from '../../wallet/ledger-stats.repository';

/** India has one time zone and no daylight saving: a fixed +05:30 offset is exact. */
const IST_OFFSET_MS = 330 * 60_000;

const days: Record<Exclude<AnalyticsPeriod, '12m'>, number> = { '7d': 7, '30d': 30, '90d': 90 };

/** The bucket label of an instant: YYYY-MM-DD (day) or YYYY-MM (month) of India's calendar. */
function bucketOf(at: Date, granularity: 'day' | 'month'): string {
  const local = new Date(at.getTime() + IST_OFFSET_MS).toISOString();
  return granularity === 'day' ? local.slice(0, 10) : local.slice(0, 7);
}

/** Every bucket of the period, oldest first, ending with the current day or month, and its start instant. */
export function bucketsOf(period: AnalyticsPeriod, now: Date): { labels: string[]; since: Date; granularity: 'day' | 'month' } {
  const local = new Date(now.getTime() + IST_OFFSET_MS);
  if (period === '12m') {
    const labels: string[] = [];
    for (let back = 11; back >= 0; back -= 1) {
      labels.push(new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - back, 1)).toISOString().slice(0, 7));
    }
    const since = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - 11, 1) - IST_OFFSET_MS);
    return { labels, since, granularity: 'month' };
  }
  const count = days[period];
  const labels: string[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    labels.push(new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - back)).toISOString().slice(0, 10));
  }
  const since = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - (count - 1)) - IST_OFFSET_MS);
  return { labels, since, granularity: 'day' };
}

/**
 * Consultations booked, revenue (from the wallet ledger: session and extension payments minus
 * consultation refunds, in paise) and new accounts per day, or per month for 12m, in India time.
 */
export async function computeAnalytics(period: AnalyticsPeriod, now = new Date()): Promise<AnalyticsResponse> {
  const { labels, since, granularity } = bucketsOf(period, now);
  const points = new Map<string, AnalyticsPoint>(labels.map((label) => [label, { period: label, consultations: 0, revenue: 0, newUsers: 0 }]));
  const [bookings, money, signups] = await Promise.all([
    consultationStatsRepository.creationTimesSince(since),
    consultationMoneySince(since),
    userDirectoryRepository.creationTimesSince(since),
  ]);
  for (const at of bookings) {
    const point = points.get(bucketOf(at, granularity));
    if (point) point.consultations += 1;
  }
  for (const movement of money) {
    const point = points.get(bucketOf(movement.at, granularity));
    if (point) point.revenue -= movement.amount;
  }
  for (const at of signups) {
    const point = points.get(bucketOf(at, granularity));
    if (point) point.newUsers += 1;
  }
  const series = [...points.values()];
  return {
    period,
    granularity,
    timeZone: 'Asia/Kolkata',
    points: series,
    totals: {
      consultations: series.reduce((sum, point) => sum + point.consultations, 0),
      revenue: series.reduce((sum, point) => sum + point.revenue, 0),
      newUsers: series.reduce((sum, point) => sum + point.newUsers, 0),
    },
  };
}
