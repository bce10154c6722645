import { discountPercent } from '@astrosetu/contracts';
import type { MarketplaceKey, MarketplaceTranslate } from '../../locales/use-text';

const serviceNames: Readonly<Record<string, MarketplaceKey>> = {
  'advanced-calculations': 'payment.services.advancedCalculations',
  'birth-chart': 'payment.services.birthChart',
  compatibility: 'payment.services.compatibility',
  'daily-horoscope': 'payment.services.dailyHoroscope',
  'weekly-horoscope': 'payment.services.weeklyHoroscope',
  'monthly-horoscope': 'payment.services.monthlyHoroscope',
  'match-making': 'payment.services.matchMaking',
  numerology: 'payment.services.numerology',
  palmistry: 'payment.services.palmistry',
  panchang: 'payment.services.panchang',
  remedies: 'payment.services.remedies',
  tarot: 'payment.services.tarot',
  vastu: 'payment.services.vastu',
};

/** 'advanced-calculations' -> its name in the catalogue; a service the catalogue does not name -> 'Advanced Calculations'. */
export function serviceTitle(service: string, t: MarketplaceTranslate): string {
  const known = serviceNames[service];
  if (known) return t(known);
  return service
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** '40% off' beside a price (paise) and the reference price the server answered for it; none without one. */
export function savingText(pricePaise: number, referencePrice: number | undefined, t: MarketplaceTranslate): string | undefined {
  if (referencePrice === undefined || referencePrice <= pricePaise) return undefined;
  return t('payment.percentOff', { percent: discountPercent(pricePaise, referencePrice) });
}
