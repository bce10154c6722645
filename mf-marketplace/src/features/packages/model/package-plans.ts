import { packagePriceInPaise, packagePriceWithFreeMinutesInPaise, packageSavingInPaise, priceInPaise } from '@astrosetu/contracts';
import type { MarketplaceKey } from '../../../locales/use-text';

export interface PackagePlan {
  minutes: number;
  mostPopular: boolean;
  /** Catalogue key of the card's line. */
  description: MarketplaceKey;
}

/** The four package cards; 15 minutes is the base package and the most popular. */
export const PACKAGE_PLANS: readonly PackagePlan[] = [
  { minutes: 10, mostPopular: false, description: 'packages.plans.quick' },
  { minutes: 15, mostPopular: true, description: 'packages.plans.focused' },
  { minutes: 30, mostPopular: false, description: 'packages.plans.inDepth' },
  { minutes: 60, mostPopular: false, description: 'packages.plans.complete' },
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
