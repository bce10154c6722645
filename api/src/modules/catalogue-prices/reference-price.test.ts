import { referencePriceOf, type PricePeriodStart } from './reference-price';

const DAY = 86_400_000;
const HOUR = 3_600_000;
// 3:30 PM IST on 6 December 2026; "today" is that IST day, which began at 2026-12-05T18:30:00Z.
const NOW = new Date('2026-12-06T10:00:00Z');
const TODAY = Date.parse('2026-12-05T18:30:00Z');

/** IST midnight `days` days before today, plus `hours`. */
const daysAgo = (days: number, hours = 0) => new Date(TODAY - days * DAY + hours * HOUR);
const row = (price: number, from: Date): PricePeriodStart => ({ price, from });

describe('reference price: charged on at least 30 whole IST days of the last 90', () => {
  it('when the item has only ever had its current price, then there is no reference price', () => {
    expect(referencePriceOf([row(29_900, daysAgo(200))], 29_900, NOW)).toBeUndefined();
  });

  it('when there is no history at all (a fresh install before its first start), then there is none', () => {
    expect(referencePriceOf([], 29_900, NOW)).toBeUndefined();
  });

  it('when ₹499 was charged on exactly 30 whole days of the window, then ₹499 is the reference price', () => {
    // ₹499 throughout days -90 .. -61 (30 days), ₹299 from day -60.
    expect(referencePriceOf([row(49_900, daysAgo(120)), row(29_900, daysAgo(60))], 29_900, NOW)).toBe(49_900);
  });

  it('when ₹499 was charged on 29 whole days of the window, then there is none', () => {
    expect(referencePriceOf([row(49_900, daysAgo(120)), row(29_900, daysAgo(61))], 29_900, NOW)).toBeUndefined();
  });

  it('when the price changed during a day, then that day counts for neither price', () => {
    // Changed at noon of day -60: ₹499 throughout days -90 .. -61 still makes 30.
    expect(referencePriceOf([row(49_900, daysAgo(120)), row(29_900, daysAgo(60, 12))], 29_900, NOW)).toBe(49_900);
    // Changed at noon of day -61: day -61 is mixed, so ₹499 was charged throughout only 29 days.
    expect(referencePriceOf([row(49_900, daysAgo(120)), row(29_900, daysAgo(61, 12))], 29_900, NOW)).toBeUndefined();
  });

  it('when the higher price was charged mostly before the 90 days, then only its days inside them count', () => {
    // ₹499 for 115 days, but only days -90 .. -86 (5) are in the window.
    expect(referencePriceOf([row(49_900, daysAgo(200)), row(29_900, daysAgo(85))], 29_900, NOW)).toBeUndefined();
    // Day -91 is outside: ₹499 from day -91 to day -61 is 30 days inside (-90 .. -61).
    expect(referencePriceOf([row(49_900, daysAgo(91)), row(29_900, daysAgo(60))], 29_900, NOW)).toBe(49_900);
  });

  it('when the window days are the most recent ones, then today (not over yet) does not count', () => {
    // ₹499 from day -30 until an hour ago: 30 whole days (-30 .. -1) count.
    expect(referencePriceOf([row(49_900, daysAgo(30)), row(29_900, new Date(NOW.getTime() - HOUR))], 29_900, NOW)).toBe(49_900);
    // From day -29: 29 whole days, and the hours of today are not a day.
    expect(referencePriceOf([row(49_900, daysAgo(29)), row(29_900, new Date(NOW.getTime() - HOUR))], 29_900, NOW)).toBeUndefined();
  });

  it('when the earlier price was lower (a price rise), then it is never shown as a reference', () => {
    expect(referencePriceOf([row(19_900, daysAgo(120)), row(29_900, daysAgo(10))], 29_900, NOW)).toBeUndefined();
  });

  it('when two higher prices each qualify, then the lower of them is shown, so the saving is never overstated', () => {
    const history = [row(59_900, daysAgo(90)), row(49_900, daysAgo(50)), row(29_900, daysAgo(5))];
    expect(referencePriceOf(history, 29_900, NOW)).toBe(49_900);
  });

  it('when the same price was recorded twice (two instances starting at once), then its days still count', () => {
    const history = [row(49_900, daysAgo(120)), row(49_900, daysAgo(75, 6)), row(29_900, daysAgo(60)), row(29_900, daysAgo(60))];
    expect(referencePriceOf(history, 29_900, NOW)).toBe(49_900);
  });

  it('when rows come in any order, then the answer is the same', () => {
    expect(referencePriceOf([row(29_900, daysAgo(60)), row(49_900, daysAgo(120))], 29_900, NOW)).toBe(49_900);
  });
});
