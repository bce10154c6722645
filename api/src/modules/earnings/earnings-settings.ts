/**
 * The platform's commission, read from configuration at start (PLATFORM_COMMISSION_PERCENT). Session
 * ends happen in several use cases (HTTP, sockets, the sweeper); they all read it here.
 */
let commissionPercent = 30;
/** TDS under s.194-O of the Income-tax Act, 1961 (TDS_194O_PERCENT; 0.1% since 1 October 2024). */
let tds194oPercent = 0.1;

export function configureEarnings(options: { commissionPercent: number; tds194oPercent?: number }): void {
  commissionPercent = options.commissionPercent;
  if (options.tds194oPercent !== undefined) tds194oPercent = options.tds194oPercent;
}

export function currentTds194oPercent(): number {
  return tds194oPercent;
}

/** TDS under s.194-O on the gross amount of the astrologer's services, rounded to the paisa. */
export function tds194o(grossAmount: number, percent: number = tds194oPercent): number {
  return Math.round((grossAmount * percent) / 100);
}

export function currentCommissionPercent(): number {
  return commissionPercent;
}

/** The split of what the customer paid for a session: the commission is rounded to the paisa. */
export function splitEarnings(grossAmount: number, percent: number = commissionPercent): { commissionAmount: number; shareAmount: number } {
  const commissionAmount = Math.round((grossAmount * percent) / 100);
  return { commissionAmount, shareAmount: grossAmount - commissionAmount };
}
