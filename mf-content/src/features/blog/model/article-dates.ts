const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** '21 Nov 2026' for an ISO instant (or '' without one). */
export function formatArticleDate(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** An article without a read time reads in 5 minutes. */
export const DEFAULT_READ_TIME = 5;
/** Cards show at most three tags. */
export const MAX_CARD_TAGS = 3;
