// What is on sale and at what price: the server reads its amounts from here, the pages their price cards.
// Kept apart from the payment request and response schemas (payment.ts), which only refer to it.

import { rupeesToPaise } from './money';

// ---------------------------------------------------------------------------------------------
// Price catalogue: the current price of every package sold. Prices are whole rupees; the server converts to paise.
// A higher price that was really charged before is answered by GET /api/catalogue/prices from the price history.
// ---------------------------------------------------------------------------------------------

export const serviceGroups = ['tool', 'horoscope', 'divination', 'match-making'] as const;
export type ServiceGroup = (typeof serviceGroups)[number];

export interface CatalogueItem {
  group: ServiceGroup;
  /** The `service` query parameter / request field. */
  service: string;
  /** The `packageName` (or match-making `package`) the pages send; matched case-insensitively. */
  packageName: string;
  /** Other names the same item is asked for by (e.g. the match-making package ids). */
  aliases?: readonly string[];
  /** Current price in whole rupees. A struck-through price never comes from here (catalogue-prices.ts). */
  price: number;
  popular?: boolean;
}

export const serviceCatalogue: readonly CatalogueItem[] = [
  { group: 'tool', service: 'birth-chart', packageName: 'Birth Chart Analysis', price: 299 },
  { group: 'tool', service: 'compatibility', packageName: 'Compatibility Report', price: 399, popular: true },
  { group: 'tool', service: 'daily-horoscope', packageName: 'Daily Horoscope', price: 99 },
  { group: 'tool', service: 'advanced-calculations', packageName: 'Advanced Calculations', price: 799, popular: true },
  { group: 'tool', service: 'panchang', packageName: 'Panchang', price: 199 },
  { group: 'tool', service: 'numerology', packageName: 'Numerology', price: 249 },
  { group: 'tool', service: 'vastu', packageName: 'Vastu', price: 599 },
  { group: 'tool', service: 'remedies', packageName: 'Remedies', price: 349 },
  { group: 'horoscope', service: 'daily-horoscope', packageName: 'Daily Premium', aliases: ['Horoscope Daily Premium'], price: 199 },
  { group: 'horoscope', service: 'weekly-horoscope', packageName: 'Weekly Premium', aliases: ['Horoscope Weekly Premium'], price: 499 },
  { group: 'horoscope', service: 'monthly-horoscope', packageName: 'Monthly Premium', aliases: ['Horoscope Monthly Premium'], price: 799 },
  { group: 'divination', service: 'birth-chart', packageName: 'Divination Birth Chart', aliases: ['Vedic Birth Chart Reading'], price: 499 },
  { group: 'divination', service: 'palmistry', packageName: 'Palmistry Reading', aliases: ['Palmistry'], price: 299 },
  { group: 'divination', service: 'numerology', packageName: 'Numerology Reading', aliases: ['Divination Numerology'], price: 199 },
  { group: 'divination', service: 'tarot', packageName: 'Tarot Reading', aliases: ['Tarot'], price: 349 },
  { group: 'match-making', service: 'match-making', packageName: 'Basic Match Analysis', aliases: ['basic'], price: 299 },
  { group: 'match-making', service: 'match-making', packageName: 'Detailed Compatibility', aliases: ['detailed'], price: 599, popular: true },
  { group: 'match-making', service: 'match-making', packageName: 'Premium Match Making', aliases: ['premium'], price: 999 },
];

export const reportTypes = ['basic', 'comprehensive', 'premium'] as const;
export type ReportType = (typeof reportTypes)[number];

export interface ReportCatalogueItem {
  reportType: ReportType;
  packageName: string;
  price: number;
  pages: string;
  /** Years of Vimshottari dasha periods the report lists. */
  dashaYears: number;
  popular?: boolean;
}

export const reportCatalogue: Readonly<Record<ReportType, ReportCatalogueItem>> = {
  basic: { reportType: 'basic', packageName: 'Basic Report', price: 199, pages: '10-15 pages', dashaYears: 5 },
  comprehensive: {
    reportType: 'comprehensive', packageName: 'Comprehensive Report', price: 399, pages: '25-30 pages', dashaYears: 10, popular: true,
  },
  premium: { reportType: 'premium', packageName: 'Premium Report', price: 599, pages: '40+ pages', dashaYears: 20 },
};
export const DEFAULT_REPORT_TYPE: ReportType = 'comprehensive';

function normalizeName(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** The catalogue item a page asks for, or undefined when the pair is not on sale. */
export function findCatalogueItem(service: string, packageName: string): CatalogueItem | undefined {
  const wantedService = normalizeName(service);
  const wantedPackage = normalizeName(packageName);
  return serviceCatalogue.find(
    (item) =>
      item.service === wantedService &&
      [item.packageName, ...(item.aliases ?? [])].some((name) => normalizeName(name) === wantedPackage),
  );
}

/** A catalogue price (whole rupees) in paise, the unit every amount is charged and shown in. */
export function cataloguePriceInPaise(rupees: number): number {
  return rupeesToPaise(rupees);
}

/** Rounded saving over a reference price (both in the same unit), e.g. 199 of 399 -> 50. */
export function discountPercent(price: number, referencePrice: number): number {
  return Math.round(((referencePrice - price) / referencePrice) * 100);
}
