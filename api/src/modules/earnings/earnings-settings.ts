/**
 * The rates an astrologer's share is worked out by: the platform's commission (PLATFORM_COMMISSION_PERCENT) and TDS
 * under s.194-O of the Income-tax Act, 1961 (TDS_194O_PERCENT; 0.1% since 1 October 2024). Read from this API's
 * configuration and passed by whoever ends a session (HTTP, sockets, the sweeper): never a module-level setting,
 * so two APIs in one process each credit by their own rates.
 */
export interface EarningsRates {
  commissionPercent: number;
  tds194oPercent: number;
}

/** TDS under s.194-O on the gross amount of the astrologer's services, rounded to the paisa. */
export function tds194o(grossAmount: number, percent: number): number {
  return Math.round((grossAmount * percent) / 100);
}

/** The split of what the customer paid for a session: the commission is rounded to the paisa. */
export function splitEarnings(grossAmount: number, percent: number): { commissionAmount: number; shareAmount: number } {
  const commissionAmount = Math.round((grossAmount * percent) / 100);
  return { commissionAmount, shareAmount: grossAmount - commissionAmount };
}
