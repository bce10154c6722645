import type { Astrologer } from '@astrosetu/contracts';
import { formatClockTime } from '@astrosetu/design-system/format';

/** The line an offline astrologer's card shows instead of Chat Now: their usual hours (India time). */
export function availabilityText(astrologer: Pick<Astrologer, 'availableFrom' | 'availableTo'>): string {
  return `Usually available ${formatClockTime(astrologer.availableFrom)} – ${formatClockTime(astrologer.availableTo)} IST`;
}
