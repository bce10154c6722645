import { extensionDurations, priceInPaise, WALLET_TOPUP_MIN_PAISE, WALLET_TOPUP_PRESETS_PAISE, topUpToCoverInPaise, type RechargePack } from '@astrosetu/contracts';

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

export interface TopUpChoice {
  /** Paise added to the wallet (cash). */
  amount: number;
  /** Bonus credit the server adds with it (a recharge pack of exactly this amount); 0 otherwise. */
  bonus: number;
}

/**
 * What the chat offers to add to the wallet: the missing part (when an extension is chosen and not covered), the
 * usual top-ups and the active recharge packs, each at least the missing part; the smallest first, at most four.
 */
export function topUpChoices(shortfall: number, packs: readonly RechargePack[]): TopUpChoice[] {
  const active = packs.filter((pack) => pack.active);
  const amounts = new Set<number>([...(shortfall > 0 ? [shortfall] : []), ...WALLET_TOPUP_PRESETS_PAISE, ...active.map((pack) => pack.amount)]);
  return [...amounts]
    .filter((amount) => amount >= shortfall)
    .sort((a, b) => a - b)
    .slice(0, 4)
    .map((amount) => ({ amount, bonus: active.find((pack) => pack.amount === amount)?.bonusAmount ?? 0 }));
}
