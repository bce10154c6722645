/**
 * The platform's commission, read from configuration at start (PLATFORM_COMMISSION_PERCENT). Session
 * ends happen in several use cases (HTTP, sockets, the sweeper); they all read it here.
 */
let commissionPercent = 30;

export function configureEarnings(options: { commissionPercent: number }): void {
  commissionPercent = options.commissionPercent;
}

export function currentCommissionPercent(): number {
  return commissionPercent;
}

/** The split of what the customer paid for a session: the commission is rounded to the paisa. */
export function splitEarnings(grossAmount: number, percent: number = commissionPercent): { commissionAmount: number; shareAmount: number } {
  const commissionAmount = Math.round((grossAmount * percent) / 100);
  return { commissionAmount, shareAmount: grossAmount - commissionAmount };
}
