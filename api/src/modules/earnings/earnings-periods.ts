import type { EarningsEntry, EarningsGrouping, EarningsPeriod, EarningsTotals } from '@astrosetu/contracts';

/** India has one time zone and no daylight saving: IST is UTC+05:30 all year. */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The IST calendar day (YYYY-MM-DD) of an instant. */
export function istDay(at: Date | string): string {
  return new Date(new Date(at).getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** [start, end) in UTC of the IST days from `from` to `to`, both inclusive. */
export function istRange(from: string, to: string): { start: Date; end: Date } {
  return {
    start: new Date(Date.parse(`${from}T00:00:00Z`) - IST_OFFSET_MS),
    end: new Date(Date.parse(`${to}T00:00:00Z`) - IST_OFFSET_MS + DAY_MS),
  };
}

/** Default period: the last 30 IST days up to today. */
export function defaultRange(now: Date = new Date()): { from: string; to: string } {
  return { from: istDay(new Date(now.getTime() - 29 * DAY_MS)), to: istDay(now) };
}

export function totalsOf(entries: EarningsEntry[]): EarningsTotals {
  return entries.reduce<EarningsTotals>(
    (totals, entry) => ({
      sessions: totals.sessions + 1,
      grossAmount: totals.grossAmount + entry.grossAmount,
      commissionAmount: totals.commissionAmount + entry.commissionAmount,
      shareAmount: totals.shareAmount + entry.shareAmount,
      platformPaidAmount: totals.platformPaidAmount + entry.platformPaidAmount,
      platformPaidMinutes: totals.platformPaidMinutes + entry.platformPaidMinutes,
      tdsAmount: totals.tdsAmount + entry.tdsAmount,
      netPayable: totals.netPayable + entry.shareAmount - entry.tdsAmount,
    }),
    { sessions: 0, grossAmount: 0, commissionAmount: 0, shareAmount: 0, platformPaidAmount: 0, platformPaidMinutes: 0, tdsAmount: 0, netPayable: 0 },
  );
}

/** Groups entries by IST day or month, oldest first (in TypeScript: the embedded engine's date expressions are unreliable). */
export function groupByPeriod(entries: EarningsEntry[], groupBy: EarningsGrouping): EarningsPeriod[] {
  const groups = new Map<string, EarningsEntry[]>();
  for (const entry of entries) {
    const day = istDay(entry.createdAt);
    const period = groupBy === 'day' ? day : day.slice(0, 7);
    groups.set(period, [...(groups.get(period) ?? []), entry]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([period, list]) => ({ period, ...totalsOf(list) }));
}
