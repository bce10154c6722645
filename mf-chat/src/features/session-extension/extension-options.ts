import { extensionDurations, priceInPaise, WALLET_TOPUP_MIN_PAISE, topUpToCoverInPaise } from '@astrosetu/contracts';

export interface ExtensionOption {
  duration: number;
  /** Paise. */
  cost: number;
}

/** 5, 10, 15 or 20 minutes at the astrologer's rate x minutes. */
export function extensionOptions(ratePerMinute: number): ExtensionOption[] {
  return extensionDurations.map((duration) => ({ duration, cost: priceInPaise(ratePerMinute, duration) }));
}

/**
 * What a gateway payment must add to the wallet so it covers `cost`: the missing part in whole rupees,
 * and at least the smallest top-up the gateway takes.
 */
export function shortfallToPay(cost: number, balance: number): number {
  const missing = Math.max(0, cost - balance);
  if (missing === 0) return 0;
  return Math.max(WALLET_TOPUP_MIN_PAISE, topUpToCoverInPaise(cost, balance));
}
