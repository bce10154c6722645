import type { AppConfig } from '../../config/config';
import type { EarningsRates } from '../earnings/earnings-settings';
import type { Seller } from '../receipts/build-receipt-pdf';

/**
 * What booking and ending a session read of this API's configuration. Passed by the caller (a router, the expiry
 * sweeper, the waitlist, a paid package's booking, the seed), never held in a module-level setting: two APIs in one
 * process (the tests start several) each book and bill by their own configuration.
 */
export interface SessionSettings extends EarningsRates {
  /** The supplier on a session's tax invoice (SELLER_*). */
  seller: Seller;
  /** Whether a new customer's first session has its first minutes free (FREE_FIRST_MINUTES_OFFER). */
  freeFirstMinutesOffer: boolean;
}

export function sessionSettingsOf(config: Pick<AppConfig, 'billing' | 'seller'>): SessionSettings {
  return {
    commissionPercent: config.billing.commissionPercent,
    tds194oPercent: config.billing.tds194oPercent,
    seller: config.seller,
    freeFirstMinutesOffer: config.billing.freeFirstMinutesOffer,
  };
}
