import { formatMediumDay, istDayKey } from '@astrosetu/design-system/format';

/** An instant as its date in India: '5 Jan 2026' (IST). */
export function formatIstDay(iso: string): string {
  return formatMediumDay(istDayKey(iso));
}

/** The period running at `asOf`: start <= asOf < end. */
export const isRunning = (period: { start: string; end: string }, asOf: string) => {
  const at = Date.parse(asOf);
  return Date.parse(period.start) <= at && at < Date.parse(period.end);
};
