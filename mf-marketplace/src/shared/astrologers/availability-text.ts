import type { Astrologer } from '@astrosetu/contracts';
import { formatClockTime } from '@astrosetu/design-system/format';
import type { MarketplaceTranslate } from '../../locales/use-text';

/** The line an offline astrologer's card shows instead of Chat Now: their usual hours (India time). */
export function availabilityText(astrologer: Pick<Astrologer, 'availableFrom' | 'availableTo'>, t: MarketplaceTranslate): string {
  return t('astrologer.usuallyAvailable', { from: formatClockTime(astrologer.availableFrom), to: formatClockTime(astrologer.availableTo) });
}
