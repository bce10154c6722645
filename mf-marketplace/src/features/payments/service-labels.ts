import { discountPercent, type CatalogueItem } from '@astrosetu/contracts';

/** 'advanced-calculations' -> 'Advanced Calculations'. */
export function serviceTitle(service: string): string {
  return service
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function savingText(item: CatalogueItem): string | undefined {
  if (!item.originalPrice || item.originalPrice <= item.price) return undefined;
  return `${discountPercent(item.price, item.originalPrice)}% off`;
}
