/**
 * Money display for India: rupee sign and Indian digit grouping (last three digits, then pairs:
 * ₹1,00,000.00 is one lakh, ₹1,00,00,000.00 one crore). Integer arithmetic on paise, so no
 * floating-point residue ever reaches the screen, and the result does not depend on the browser's
 * ICU data.
 */

export interface MoneyFormatOptions {
  /** Show paise after the decimal point (default true). Without them the amount is rounded to whole rupees. */
  decimals?: boolean;
}

const RUPEE_SIGN = '₹';

export function groupIndianDigits(digits: string): string {
  if (digits.length <= 3) return digits;
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const pairs = rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${pairs},${lastThree}`;
}

function assertAmount(value: number, unit: string): void {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot format ${String(value)} ${unit} as money`);
  if (Math.abs(value) > Number.MAX_SAFE_INTEGER) throw new RangeError(`${value} ${unit} is too large to format exactly`);
}

/** Formats an amount held in paise (integer hundredths of a rupee): 10000000 -> '₹1,00,000.00'. */
export function formatPaise(paise: number, options: MoneyFormatOptions = {}): string {
  assertAmount(paise, 'paise');
  const { decimals = true } = options;
  // Round half away from zero, so -50 paise is -₹1 without decimals, like +50 paise is ₹1.
  const wholePaise = Math.sign(paise) * Math.round(Math.abs(paise));
  const negative = wholePaise < 0;
  const absolute = Math.abs(wholePaise);

  let text: string;
  if (decimals) {
    const rupees = Math.floor(absolute / 100);
    const remainder = absolute % 100;
    text = `${groupIndianDigits(String(rupees))}.${String(remainder).padStart(2, '0')}`;
  } else {
    text = groupIndianDigits(String(Math.round(absolute / 100)));
  }
  const isZero = /^[0,.]+$/.test(text);
  return `${negative && !isZero ? '-' : ''}${RUPEE_SIGN}${text}`;
}

/** Formats an amount held in rupees (e.g. ratePerMinute): 25 -> '₹25' by default, or '₹25.00' with decimals. */
export function formatRupees(rupees: number, options: MoneyFormatOptions = {}): string {
  assertAmount(rupees, 'rupees');
  return formatPaise(Math.round(rupees * 100), { decimals: false, ...options });
}
