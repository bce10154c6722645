import { currentCataloguePrices, type CataloguePricesResponse } from '@astrosetu/contracts';
import { priceHistoryRepository, type PriceHistoryRow } from '../price-history.repository';
import { referencePriceOf } from '../reference-price';

/** Every item's current price and, only when the price history bears it out, its reference price. */
export async function listCataloguePrices(now: Date = new Date()): Promise<CataloguePricesResponse> {
  const byItem = new Map<string, PriceHistoryRow[]>();
  for (const row of await priceHistoryRepository.listAll()) {
    byItem.set(row.itemKey, [...(byItem.get(row.itemKey) ?? []), row]);
  }
  return {
    items: currentCataloguePrices().map(({ key, price }) => {
      const referencePrice = referencePriceOf(byItem.get(key) ?? [], price, now);
      return referencePrice === undefined ? { key, price } : { key, price, referencePrice };
    }),
  };
}
