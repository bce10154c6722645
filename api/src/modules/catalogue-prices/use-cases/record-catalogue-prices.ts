import { currentCataloguePrices } from '@astrosetu/contracts';
import { priceHistoryRepository } from '../price-history.repository';

/**
 * At start: each item whose catalogue price (contracts/src/price-catalogue.ts) differs from its last recorded
 * price, or that has none yet, gets a row from `now`. So a price change shipped in a release becomes history on
 * the first start that carries it, and the history holds only prices the site really charged.
 * Returns how many rows were written.
 */
export async function recordCataloguePrices(now: Date = new Date()): Promise<number> {
  const latest = await priceHistoryRepository.latestByItem();
  const changed = currentCataloguePrices()
    .filter((item) => latest.get(item.key)?.price !== item.price)
    .map((item) => ({ itemKey: item.key, price: item.price, from: now }));
  await priceHistoryRepository.add(changed);
  return changed.length;
}
