import { priceInPaise } from '@astrosetu/contracts';

export interface PackagePlan {
  minutes: number;
  /** Minutes' worth shown as saved (spec 9: 1, 5 and 10 for the 15, 30 and 60 minute packages). */
  savedMinutes: number;
  mostPopular: boolean;
  description: string;
}

/** Spec 2.7 and 9: the four package cards; 15 minutes is the base package and the most popular. */
export const PACKAGE_PLANS: readonly PackagePlan[] = [
  { minutes: 10, savedMinutes: 0, mostPopular: false, description: 'A quick question answered' },
  { minutes: 15, savedMinutes: 1, mostPopular: true, description: 'A focused reading on one topic' },
  { minutes: 30, savedMinutes: 5, mostPopular: false, description: 'An in-depth consultation' },
  { minutes: 60, savedMinutes: 10, mostPopular: false, description: 'A complete life reading' },
];

/** Paise: rate (whole rupees a minute) x minutes x 100, as the server charges it. */
export function planPrice(ratePerMinute: number, plan: Pick<PackagePlan, 'minutes'>): number {
  return priceInPaise(ratePerMinute, plan.minutes);
}

/** Paise the customer saves: the plan's saved minutes at the astrologer's rate. */
export function planSavings(ratePerMinute: number, plan: Pick<PackagePlan, 'savedMinutes'>): number {
  return priceInPaise(ratePerMinute, plan.savedMinutes);
}

/** Whole minutes of chat a balance pays for with this astrologer. */
export function minutesAffordable(balancePaise: number, ratePerMinute: number): number {
  return Math.max(0, Math.floor(balancePaise / priceInPaise(ratePerMinute, 1)));
}

/** What a wallet is short of for a price, in paise (never negative). */
export function shortfall(pricePaise: number, balancePaise: number): number {
  return Math.max(0, pricePaise - balancePaise);
}
