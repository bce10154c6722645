import { describe, expect, it } from '@jest/globals';
import {
  DEFAULT_REPORT_TYPE,
  cataloguePriceInPaise,
  discountPercent,
  findCatalogueItem,
  reportCatalogue,
  reportTypes,
  serviceCatalogue,
  serviceGroups,
} from './price-catalogue';

const normalized = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

describe('the service catalogue', () => {
  it('when any item is priced, then its price is a positive whole number of rupees, so its paise are a positive whole multiple of 100', () => {
    for (const item of serviceCatalogue) {
      expect({ item: item.packageName, valid: Number.isInteger(item.price) && item.price > 0 }).toEqual({ item: item.packageName, valid: true });
      const paise = cataloguePriceInPaise(item.price);
      expect(Number.isInteger(paise) && paise > 0 && paise % 100 === 0).toBe(true);
    }
  });

  it('when any item is listed, then it belongs to one of the service groups', () => {
    for (const item of serviceCatalogue) expect(serviceGroups).toContain(item.group);
  });

  it('when the pages ask for a (service, package) by any of its names, then exactly one item answers, so a price is never ambiguous', () => {
    const names = serviceCatalogue.flatMap((item) =>
      [item.packageName, ...(item.aliases ?? [])].map((name) => `${item.service}|${normalized(name)}`),
    );
    expect(new Set(names).size).toBe(names.length);
  });

  it('when a page asks for an item by its package name or an alias, then that item is found', () => {
    for (const item of serviceCatalogue) {
      for (const name of [item.packageName, ...(item.aliases ?? [])]) {
        expect(findCatalogueItem(item.service, name)).toBe(item);
      }
    }
  });

  it('when the name differs only in case and spacing, then the same item is found', () => {
    const found = findCatalogueItem(' Match-Making ', '  detailed   COMPATIBILITY ');
    expect(found?.packageName).toBe('Detailed Compatibility');
    expect(findCatalogueItem('match-making', 'PREMIUM')?.packageName).toBe('Premium Match Making');
  });

  it('when a package is asked for under another service, or does not exist, then nothing is found (nothing is sold at a guessed price)', () => {
    expect(findCatalogueItem('palmistry', 'Tarot Reading')).toBeUndefined();
    expect(findCatalogueItem('birth-chart', 'Free Birth Chart')).toBeUndefined();
    expect(findCatalogueItem('', '')).toBeUndefined();
  });

  it('when the same service is sold in two groups, then each group keeps its own price (Daily Horoscope tool and Daily Premium)', () => {
    const tool = findCatalogueItem('daily-horoscope', 'Daily Horoscope');
    const premium = findCatalogueItem('daily-horoscope', 'Daily Premium');
    expect(tool?.group).toBe('tool');
    expect(premium?.group).toBe('horoscope');
    expect(tool).not.toBe(premium);
  });
});

describe('the report catalogue', () => {
  it('when a report type is looked up, then the entry is that type, with a positive whole-rupee price', () => {
    for (const type of reportTypes) {
      const item = reportCatalogue[type];
      expect(item.reportType).toBe(type);
      expect(Number.isInteger(item.price) && item.price > 0).toBe(true);
      expect(Number.isInteger(item.dashaYears) && item.dashaYears > 0).toBe(true);
    }
  });

  it('when the tiers are compared, then each higher tier costs more and lists more years of dasha', () => {
    const tiers = reportTypes.map((type) => reportCatalogue[type]);
    for (let i = 1; i < tiers.length; i += 1) {
      expect(tiers[i].price).toBeGreaterThan(tiers[i - 1].price);
      expect(tiers[i].dashaYears).toBeGreaterThan(tiers[i - 1].dashaYears);
    }
  });

  it('when no report type is chosen, then the default is one that is on sale', () => {
    expect(reportTypes).toContain(DEFAULT_REPORT_TYPE);
  });
});

describe('discountPercent', () => {
  it('when a price is compared with a higher reference price, then the saving is rounded to a whole percent', () => {
    expect(discountPercent(199, 399)).toBe(50); // 50.13 %
    expect(discountPercent(299, 399)).toBe(25); // 25.06 %
    expect(discountPercent(1, 3)).toBe(67); // 66.67 %
  });

  it('when the price equals the reference price, then there is no saving', () => {
    expect(discountPercent(499, 499)).toBe(0);
  });

  it('when both are in paise instead of rupees, then the percentage is the same', () => {
    expect(discountPercent(19_900, 39_900)).toBe(discountPercent(199, 399));
  });
});
