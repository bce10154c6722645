import { REFERENCE_PRICE_MIN_DAYS, REFERENCE_PRICE_WINDOW_DAYS } from '@astrosetu/contracts';

/** India has one time zone and no daylight saving: IST is UTC+05:30 all year. */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** One price of an item from a moment on (paise). */
export interface PricePeriodStart {
  price: number;
  from: Date;
}

/** The UTC instant the IST day containing `at` began. */
function istDayStart(at: number): number {
  return Math.floor((at + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
}

/**
 * The one price charged throughout [start, end), or undefined when none was (not on sale yet, or the price
 * changed during it). Rows repeating the price in effect (two instances recording at once) change nothing.
 */
function priceThroughout(sorted: readonly PricePeriodStart[], start: number, end: number): number | undefined {
  let price: number | undefined;
  for (const row of sorted) {
    const at = row.from.getTime();
    if (at <= start) price = row.price;
    else if (at >= end) break;
    else if (row.price !== price) return undefined;
  }
  return price;
}

/**
 * The reference ("was") price an item may show beside `currentPrice`, from its recorded price history, or
 * undefined. The rule (docs/orders.md#prices): a higher price counts only for the whole IST days it was charged
 * throughout, among the REFERENCE_PRICE_WINDOW_DAYS (90) days before today; it may be shown when it was charged
 * on at least REFERENCE_PRICE_MIN_DAYS (30) of them. When several higher prices qualify, the lowest is shown,
 * so the saving is never overstated. Today does not count: it is not over.
 */
export function referencePriceOf(history: readonly PricePeriodStart[], currentPrice: number, now: Date): number | undefined {
  const sorted = [...history].sort((a, b) => a.from.getTime() - b.from.getTime());
  const today = istDayStart(now.getTime());
  const daysAt = new Map<number, number>();
  for (let day = today - REFERENCE_PRICE_WINDOW_DAYS * DAY_MS; day < today; day += DAY_MS) {
    const price = priceThroughout(sorted, day, day + DAY_MS);
    if (price !== undefined && price > currentPrice) daysAt.set(price, (daysAt.get(price) ?? 0) + 1);
  }
  const qualifying = [...daysAt].filter(([, days]) => days >= REFERENCE_PRICE_MIN_DAYS).map(([price]) => price);
  return qualifying.length > 0 ? Math.min(...qualifying) : undefined;
}
