import type { ChartDatum } from '@astrosetu/design-system/charts';
import type { Consultation } from '@astrosetu/contracts';
import { formatAxisPeriod, istMonthKey } from '@astrosetu/design-system/format';

/** Paise spent on completed consultations in each of the last `count` months (India time), oldest first. */
export function spendingByMonth(consultations: readonly Consultation[], now: Date, count: number): ChartDatum[] {
  const months: { key: string; label: string }[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 15));
    const key = istMonthKey(date);
    months.push({ key, label: formatAxisPeriod(key) });
  }
  const totals = new Map(months.map((month) => [month.key, 0]));
  for (const consultation of consultations) {
    if (consultation.status !== 'completed') continue;
    const key = istMonthKey(consultation.createdAt);
    if (totals.has(key)) totals.set(key, (totals.get(key) ?? 0) + consultation.cost);
  }
  return months.map((month) => ({ label: month.label, value: totals.get(month.key) ?? 0 }));
}
