import { z } from 'zod';
import { deliverableItems, findDeliverableItem } from './deliverables';
import { cataloguePriceInPaise, findCatalogueItem, reportCatalogue, type CatalogueItem, type ReportType } from './price-catalogue';

/**
 * GET /api/catalogue/prices: what each of the 21 items costs now and, only when it is true, a higher price it
 * was sold at before (the struck-through "reference price"). The rule is the server's (docs/orders.md#prices):
 * a reference price is shown only when that price was charged on at least REFERENCE_PRICE_MIN_DAYS whole IST
 * days of the last REFERENCE_PRICE_WINDOW_DAYS, from the recorded price history. There is no other source of a
 * struck-through price: the catalogue itself holds only the current price.
 */
export const REFERENCE_PRICE_MIN_DAYS = 30;
export const REFERENCE_PRICE_WINDOW_DAYS = 90;

export const cataloguePriceSchema = z.object({
  /** The item's key: its deliverable key (deliverables.ts), e.g. 'tool-birth-chart', 'report-basic'. */
  key: z.string(),
  /** Current price, paise. */
  price: z.number().int().nonnegative(),
  /** A higher price (paise) charged on at least 30 of the last 90 days; absent when there is none. */
  referencePrice: z.number().int().positive().optional(),
});
export type CataloguePrice = z.infer<typeof cataloguePriceSchema>;

export const cataloguePricesResponseSchema = z.object({ items: z.array(cataloguePriceSchema) });
export type CataloguePricesResponse = z.infer<typeof cataloguePricesResponseSchema>;

/** The price key of a service catalogue entry (tool, horoscope, divination, match-making). */
export function servicePriceKey(item: Pick<CatalogueItem, 'service' | 'packageName'>): string | undefined {
  return findDeliverableItem({ service: item.service, packageName: item.packageName })?.key;
}

/** The price key of a report type. */
export function reportPriceKey(reportType: ReportType): string | undefined {
  return findDeliverableItem({ reportType })?.key;
}

/** Every item on sale with its current catalogue price in paise: what the server records into its price history. */
export function currentCataloguePrices(): Array<{ key: string; price: number }> {
  return deliverableItems.flatMap((item) => {
    const rupees =
      'reportType' in item.catalogue
        ? reportCatalogue[item.catalogue.reportType].price
        : findCatalogueItem(item.catalogue.service, item.catalogue.packageName)?.price;
    return rupees === undefined ? [] : [{ key: item.key, price: cataloguePriceInPaise(rupees) }];
  });
}
