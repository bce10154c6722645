import type { LedgerReason } from '@astrosetu/contracts';
import type { MarketplaceKey } from '../../../locales/use-text';

/** What each kind of entry is called on the statement (one per ledger reason: a new reason must be named here). */
export const statementKindLabel: Record<LedgerReason, MarketplaceKey> = {
  topup: 'walletPage.kinds.topup',
  consultation: 'walletPage.kinds.consultation',
  extension: 'walletPage.kinds.extension',
  refund: 'walletPage.kinds.refund',
  bonus: 'walletPage.kinds.bonus',
  adjustment: 'walletPage.kinds.adjustment',
};
