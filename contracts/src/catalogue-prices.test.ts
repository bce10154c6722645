import { describe, expect, it } from '@jest/globals';
import {
  REFERENCE_PRICE_MIN_DAYS,
  REFERENCE_PRICE_WINDOW_DAYS,
  cataloguePriceSchema,
  cataloguePricesResponseSchema,
  currentCataloguePrices,
  reportPriceKey,
  servicePriceKey,
} from './catalogue-prices';
import { DEFAULT_CATEGORY_COLOR } from './category-defaults';
import { deliverableItems } from './deliverables';
import { findCatalogueItem, reportCatalogue, reportTypes, serviceCatalogue } from './price-catalogue';

describe('currentCataloguePrices', () => {
  const prices = currentCataloguePrices();

  it('when the server records its price history, then every item that is delivered has a current price (none silently dropped)', () => {
    expect(prices.map((price) => price.key).sort()).toEqual(deliverableItems.map((item) => item.key).sort());
  });

  it('when prices are listed, then each key appears once', () => {
    const keys = prices.map((price) => price.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('when prices are listed, then every price is a positive whole number of paise', () => {
    for (const { key, price } of prices) {
      expect({ key, valid: Number.isInteger(price) && price > 0 }).toEqual({ key, valid: true });
    }
  });

  it('when an item is priced, then its price is its catalogue price in rupees times 100', () => {
    for (const item of deliverableItems) {
      const rupees =
        'reportType' in item.catalogue
          ? reportCatalogue[item.catalogue.reportType].price
          : findCatalogueItem(item.catalogue.service, item.catalogue.packageName)?.price;
      expect(prices.find((price) => price.key === item.key)?.price).toBe((rupees ?? Number.NaN) * 100);
    }
  });

  it('when the list is sent as GET /api/catalogue/prices, then it passes the response schema', () => {
    expect(cataloguePricesResponseSchema.safeParse({ items: prices }).success).toBe(true);
  });
});

describe('price keys', () => {
  it('when anything of the service catalogue is on sale, then it has a price key, and no two items share one', () => {
    const keys = serviceCatalogue.map((item) => servicePriceKey(item));
    expect(keys).not.toContain(undefined);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('when a report type is on sale, then it has its own price key', () => {
    const keys = reportTypes.map((type) => reportPriceKey(type));
    expect(keys).toEqual(['report-basic', 'report-comprehensive', 'report-premium']);
  });

  it('when a pair is not in the catalogue, then it has no price key', () => {
    expect(servicePriceKey({ service: 'tarot', packageName: 'Free Tarot' })).toBeUndefined();
  });
});

describe('cataloguePriceSchema', () => {
  it('when a price has a struck-through reference price, then both are whole paise and the reference is positive', () => {
    expect(cataloguePriceSchema.safeParse({ key: 'tool-birth-chart', price: 29_900, referencePrice: 39_900 }).success).toBe(true);
    expect(cataloguePriceSchema.safeParse({ key: 'tool-birth-chart', price: 29_900 }).success).toBe(true);
  });

  it('when a price is a fraction of a paisa, negative, or the reference price is zero, then it is refused', () => {
    expect(cataloguePriceSchema.safeParse({ key: 'k', price: 299.5 }).success).toBe(false);
    expect(cataloguePriceSchema.safeParse({ key: 'k', price: -1 }).success).toBe(false);
    expect(cataloguePriceSchema.safeParse({ key: 'k', price: 100, referencePrice: 0 }).success).toBe(false);
  });

  it('when the reference-price rule is read, then the days a price must have been charged fit inside the window', () => {
    expect(REFERENCE_PRICE_MIN_DAYS).toBeGreaterThan(0);
    expect(REFERENCE_PRICE_MIN_DAYS).toBeLessThanOrEqual(REFERENCE_PRICE_WINDOW_DAYS);
  });
});

describe('DEFAULT_CATEGORY_COLOR', () => {
  it('when the blog falls back to the default category colour, then it is a CSS hex colour', () => {
    expect(DEFAULT_CATEGORY_COLOR).toMatch(/^#[0-9a-fA-F]{6}$/);
  });
});
