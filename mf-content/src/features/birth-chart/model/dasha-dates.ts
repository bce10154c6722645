const istParts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: '2-digit', month: 'numeric', year: 'numeric' });
// Spelled out here: ICU abbreviates September as 'Sept' in some locales and 'Sep' in others.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An instant as its date in India: '05 Jan 2026' (dd MMM yyyy, IST). */
export function formatIstDay(iso: string): string {
  const parts = Object.fromEntries(istParts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.day} ${MONTHS[Number(parts.month) - 1]} ${parts.year}`;
}

/** The period running at `asOf`: start <= asOf < end. */
export const isRunning = (period: { start: string; end: string }, asOf: string) => {
  const at = Date.parse(asOf);
  return Date.parse(period.start) <= at && at < Date.parse(period.end);
};
