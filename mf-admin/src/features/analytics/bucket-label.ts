const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * A bucket of the analytics series as a short axis label: "2025-03-07" -> "Mar 7", "2025-03" -> "Mar 2025".
 * The buckets are already India's calendar days, so they are read as plain dates (UTC), not shifted again.
 */
export function bucketLabel(bucket: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(bucket)) return dayFormat.format(new Date(`${bucket}T00:00:00Z`));
  if (/^\d{4}-\d{2}$/.test(bucket)) return monthFormat.format(new Date(`${bucket}-01T00:00:00Z`));
  return bucket;
}
