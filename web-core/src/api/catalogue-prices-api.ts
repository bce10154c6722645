import { cataloguePricesRoutes, requestTo, type CataloguePricesResponse } from '@astrosetu/contracts';
import { baseApi } from './base-api';

/**
 * GET /api/catalogue/prices: each item's price and, only when the server's price history bears it out, a higher
 * price it was really charged at before (docs/orders.md#prices). Shared by every page that sells an item.
 */
export const cataloguePricesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    cataloguePrices: build.query<CataloguePricesResponse, void>({
      query: () => requestTo(cataloguePricesRoutes.list),
    }),
  }),
});

/**
 * The struck-through price (paise) to show beside an item's `pricePaise`: only the server's reference price for
 * the item's key, and only when it is higher. Undefined while loading, on failure, or when there is none, so a
 * page never shows a saving the server did not state.
 */
export function useReferencePrice(key: string | undefined, pricePaise: number): number | undefined {
  const { data } = cataloguePricesApi.useCataloguePricesQuery(undefined, { skip: key === undefined });
  const referencePrice = key === undefined ? undefined : data?.items.find((item) => item.key === key)?.referencePrice;
  return referencePrice !== undefined && referencePrice > pricePaise ? referencePrice : undefined;
}
