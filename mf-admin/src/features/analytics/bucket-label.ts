import { formatAxisPeriod } from '@astrosetu/design-system/format';

/**
 * A bucket of the analytics series as a short axis label: "2025-03-07" -> "Mar 7", "2025-03" -> "Mar 2025".
 * The buckets are already India's calendar days, so they are read as plain dates, not shifted again.
 */
export const bucketLabel = formatAxisPeriod;
