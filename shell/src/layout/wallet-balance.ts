import { formatPaise } from '@astrosetu/design-system/format';

/**
 * The nav bar shows the wallet as rupees with two decimals (balance in paise / 100), with the rupee
 * sign and Indian digit grouping: 100000 paise -> '₹1,000.00'.
 */
export function formatWalletBalance(paise: number): string {
  return formatPaise(paise, { decimals: true });
}

/** The balance in whole rupees, rounded down (the nav bar on phones): 99950 paise -> '₹999', never more than there is. */
export function formatWholeRupeesDown(paise: number): string {
  return formatPaise(Math.floor(paise / 100) * 100, { decimals: false });
}
