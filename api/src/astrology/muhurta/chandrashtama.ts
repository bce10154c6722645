import type { VivahDay } from './vivah-muhurta';

/**
 * Chandrashtama: the Moon passing through the 8th sign from a person's natal Moon sign (counted inclusively, so
 * natal Mesha gives Vrishchika) is a bad time for that person to begin anything: South Indian panchangs print
 * the day's chandrashtama rashi for this, and common practice leaves such stretches out of the couple's wedding
 * windows (the Moon's strength, chandrabala, of MC 1 and Raman).
 * The engine removes every window whose Moon sign is the 8th from the bride's or the groom's Moon, and the days
 * left with no window. It applies chandrashtama only; the fuller tara bala (nakshatra counts) is not applied.
 */
export const chandrashtamaSign = (natalMoonSign: number): number => (natalMoonSign + 7) % 12;

export interface CoupleMuhurtas {
  days: VivahDay[];
  /** Days the panchang offers but chandrashtama of one partner closes entirely. */
  removedDays: string[];
}

/** `moonSigns`: the natal Moon sign (0 = Mesha) of each partner. */
export function withoutChandrashtama(days: VivahDay[], moonSigns: readonly number[]): CoupleMuhurtas {
  const closed = new Set(moonSigns.map(chandrashtamaSign));
  const kept: VivahDay[] = [];
  const removedDays: string[] = [];
  for (const day of days) {
    const windows = day.windows.filter((window) => !closed.has(window.moonSign));
    if (windows.length > 0) kept.push({ ...day, windows });
    else removedDays.push(day.date);
  }
  return { days: kept, removedDays };
}
