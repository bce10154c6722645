import { formatPaise } from '@astrosetu/design-system/format';

/**
 * The nav bar shows the wallet as rupees with two decimals (balance in paise / 100), with the rupee
 * sign and Indian digit grouping: 100000 paise -> '₹1,000.00'.
 */
export function formatWalletBalance(paise: number): string {
  return formatPaise(paise, { decimals: true });
}
