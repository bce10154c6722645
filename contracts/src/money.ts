/**
 * Rupees and paise. Every amount is kept and charged as integer paise; rupees appear only where a person types or
 * reads an amount, or where a gateway's API wants rupees. The conversion works on the decimal digits, not on
 * floating-point multiplication, so ₹19.99 is 1999 paise exactly and an amount with a fraction of a paisa is refused
 * rather than rounded away.
 */
const RUPEES = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Rupees (a number, or text as typed: '₹1,500', '1500.50') in paise; NaN when it is not an amount in rupees and paise
 * (negative, more than two decimals, not a number), so a schema refuses it with its own message.
 */
export function rupeesToPaise(rupees: number | string): number {
  const text = typeof rupees === 'number' ? (Number.isFinite(rupees) ? String(rupees) : '') : rupees.replace(/[₹,\s]/g, '');
  const match = RUPEES.exec(text);
  if (!match) return Number.NaN;
  const [, whole, fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Integer paise in rupees (1999 -> 19.99), for a gateway's API or a chart axis in rupees; never for storing. */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}
