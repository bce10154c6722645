import { packagePriceInPaise, packagePriceWithFreeMinutesInPaise, packageSavingInPaise, priceInPaise } from '@astrosetu/contracts';

export interface PackagePlan {
  minutes: number;
  mostPopular: boolean;
  description: string;
}

/** The four package cards; 15 minutes is the base package and the most popular. */
export const PACKAGE_PLANS: readonly PackagePlan[] = [
  { minutes: 10, mostPopular: false, description: 'A quick question answered' },
  { minutes: 15, mostPopular: true, description: 'A focused reading on one topic' },
  { minutes: 30, mostPopular: false, description: 'An in-depth consultation' },
  { minutes: 60, mostPopular: false, description: 'A complete life reading' },
];

/** Paise the server charges for the package (contracts' rule: 15, 30 and 60 minutes cost 14, 25 and 50 minutes' worth). */
export function planPrice(ratePerMinute: number, plan: Pick<PackagePlan, 'minutes'>, freeFirstMinutes = 0): number {
  // The server takes the free first minutes' worth off a new customer's first package.
  return freeFirstMinutes > 0 ? packagePriceWithFreeMinutesInPaise(ratePerMinute, plan.minutes) : packagePriceInPaise(ratePerMinute, plan.minutes);
}

/** Paise the customer saves against paying by the minute (0 where there is no saving: no "Save" shown). */
export function planSavings(ratePerMinute: number, plan: Pick<PackagePlan, 'minutes'>): number {
  return packageSavingInPaise(ratePerMinute, plan.minutes);
}

/** Whole minutes of chat a balance pays for with this astrologer. */
export function minutesAffordable(balancePaise: number, ratePerMinute: number): number {
  return Math.max(0, Math.floor(balancePaise / priceInPaise(ratePerMinute, 1)));
}
