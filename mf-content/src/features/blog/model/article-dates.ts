import { formatShortDate } from '@astrosetu/design-system/format';

/** '21 Nov 2026' for an ISO instant (or '' without one). */
export function formatArticleDate(iso: string | undefined): string {
  return iso ? formatShortDate(iso) : '';
}

/** An article without a read time reads in 5 minutes. */
export const DEFAULT_READ_TIME = 5;
/** Cards show at most three tags. */
export const MAX_CARD_TAGS = 3;
