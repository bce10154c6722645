import { describe, expect, it } from '@jest/globals';
import {
  BIRTH_DETAILS_STEP_MINUTES,
  CONNECTION_LOST_GRACE_MINUTES,
  FREE_FIRST_MINUTES,
  NO_SHOW_AUTO_CANCEL_AFTER_MINUTES,
  NO_SHOW_CANCEL_AFTER_MINUTES,
  billedMinutesOf,
  cheapestPackagePriceInPaise,
  consultationDurations,
  consultationEndReasonText,
  consultationEndReasons,
  earlyEndRefundInPaise,
  freeFirstMinutesValueInPaise,
  packagePriceInPaise,
  packagePriceWithFreeMinutesInPaise,
  packageSavingInPaise,
  priceInPaise,
  usedMinutesOf,
  type RefundableSession,
} from './consultation-rules';

const RATE = 20; // ₹20 a minute

describe('package prices', () => {
  it('when minutes are priced at a rate in whole rupees, then the price is rate x minutes in paise', () => {
    expect(priceInPaise(RATE, 10)).toBe(20_000);
    expect(priceInPaise(35, 5)).toBe(17_500);
  });

  it('when the 15-, 30- and 60-minute packages are priced, then they cost 14, 25 and 50 minutes worth', () => {
    expect(packagePriceInPaise(RATE, 15)).toBe(priceInPaise(RATE, 14));
    expect(packagePriceInPaise(RATE, 30)).toBe(priceInPaise(RATE, 25));
    expect(packagePriceInPaise(RATE, 60)).toBe(priceInPaise(RATE, 50));
  });

  it('when the 10- and 45-minute packages (or a length without a package) are priced, then they cost what they last', () => {
    expect(packagePriceInPaise(RATE, 10)).toBe(priceInPaise(RATE, 10));
    expect(packagePriceInPaise(RATE, 45)).toBe(priceInPaise(RATE, 45));
    expect(billedMinutesOf(20)).toBe(20);
  });

  it('when a package card shows a saving, then it is the minutes not billed at the rate, and never negative', () => {
    expect(packageSavingInPaise(RATE, 15)).toBe(priceInPaise(RATE, 1));
    expect(packageSavingInPaise(RATE, 60)).toBe(priceInPaise(RATE, 10));
    expect(packageSavingInPaise(RATE, 10)).toBe(0);
    for (const minutes of consultationDurations) expect(packageSavingInPaise(RATE, minutes)).toBeGreaterThanOrEqual(0);
  });

  it('when a package is billed, then it is never billed for more minutes than it lasts, nor for none', () => {
    for (const minutes of consultationDurations) {
      expect(billedMinutesOf(minutes)).toBeGreaterThan(0);
      expect(billedMinutesOf(minutes)).toBeLessThanOrEqual(minutes);
    }
  });

  it('when a card says "packages starting from", then the amount is the cheapest bookable package', () => {
    const prices = consultationDurations.map((minutes) => packagePriceInPaise(RATE, minutes));
    expect(cheapestPackagePriceInPaise(RATE)).toBe(Math.min(...prices));
    expect(cheapestPackagePriceInPaise(RATE)).toBe(packagePriceInPaise(RATE, 10));
  });
});

describe('free first minutes', () => {
  it('when a new customer books, then the platform pays the first 3 minutes at the astrologer rate', () => {
    expect(FREE_FIRST_MINUTES).toBe(3);
    expect(freeFirstMinutesValueInPaise(RATE)).toBe(priceInPaise(RATE, 3));
  });

  it('when a new customer books any package, then they pay the package price less the free minutes worth', () => {
    for (const minutes of consultationDurations) {
      expect(packagePriceWithFreeMinutesInPaise(RATE, minutes)).toBe(packagePriceInPaise(RATE, minutes) - priceInPaise(RATE, 3));
    }
  });

  it('when the free minutes are worth more than what is booked (2 minutes), then the price is 0, never negative', () => {
    expect(packagePriceWithFreeMinutesInPaise(RATE, 2)).toBe(0);
  });
});

describe('usedMinutesOf', () => {
  const start = '2026-12-06T10:00:00.000Z';

  it('when a session never started, then no minute is used', () => {
    expect(usedMinutesOf(undefined, start)).toBe(0);
    expect(usedMinutesOf(null, start)).toBe(0);
  });

  it('when a minute has started, then it counts as used (1 min 1 s is 2 minutes)', () => {
    expect(usedMinutesOf(start, '2026-12-06T10:01:01.000Z')).toBe(2);
    expect(usedMinutesOf(start, '2026-12-06T10:00:00.001Z')).toBe(1);
  });

  it('when exactly whole minutes have passed, then only those are used', () => {
    expect(usedMinutesOf(start, '2026-12-06T10:05:00.000Z')).toBe(5);
    expect(usedMinutesOf(new Date(start), new Date('2026-12-06T10:15:00.000Z'))).toBe(15);
  });

  it('when the end is at or before the start (clock skew), then no minute is used', () => {
    expect(usedMinutesOf(start, start)).toBe(0);
    expect(usedMinutesOf(start, '2026-12-06T09:59:00.000Z')).toBe(0);
  });
});

describe('earlyEndRefundInPaise', () => {
  // A 15-minute package at ₹20 a minute: 14 minutes' worth paid for 15 minutes.
  const package15: RefundableSession = { cost: packagePriceInPaise(RATE, 15), duration: 15, paidMinutes: 15 };
  const perMinute = Math.floor(package15.cost / 15);

  it('when the astrologer ends after 1 min 1 s of a 15-minute package, then 13 of the 15 paid minutes come back (docs/billing.md)', () => {
    expect(earlyEndRefundInPaise(package15, usedMinutesOf('2026-12-06T10:00:00Z', '2026-12-06T10:01:01Z'))).toBe(13 * perMinute);
  });

  it('when a session never started (0 minutes used), then everything paid is refunded, to the paisa', () => {
    expect(earlyEndRefundInPaise(package15, 0)).toBe(package15.cost);
    expect(earlyEndRefundInPaise({ cost: 1_000, duration: 3, paidMinutes: 3 }, 0)).toBe(1_000);
  });

  it('when the whole time was used, or more, then nothing is refunded', () => {
    expect(earlyEndRefundInPaise(package15, 15)).toBe(0);
    expect(earlyEndRefundInPaise(package15, 17)).toBe(0);
  });

  it('when the per-minute price has a fraction of a paisa, then it is rounded down, so the refund never exceeds what is owed', () => {
    // ₹20 for 3 minutes: 666.67 paise a minute, refunded as 666; 2 unused minutes refund 1,332 paise.
    expect(earlyEndRefundInPaise({ cost: 2_000, duration: 3, paidMinutes: 3 }, 1)).toBe(1_332);
  });

  it('when nothing was paid, then nothing is refunded', () => {
    expect(earlyEndRefundInPaise({ cost: 0, duration: 10, paidMinutes: 10 }, 0)).toBe(0);
    expect(earlyEndRefundInPaise({ cost: 0, duration: 10, paidMinutes: 0, voucherMinutes: 10 }, 2)).toBe(0);
  });

  it('when the astrologer added free minutes, then an early end uses those up first (they are the last minutes)', () => {
    // 15 paid + 5 free astrologer minutes.
    const extended: RefundableSession = { ...package15, duration: 20 };
    expect(earlyEndRefundInPaise(extended, 1)).toBe(14 * perMinute);
    expect(earlyEndRefundInPaise(extended, 5)).toBe(10 * perMinute);
    expect(earlyEndRefundInPaise(extended, 0)).toBe(extended.cost);
  });

  it('when a session with free first minutes ends within them, then everything the customer paid comes back', () => {
    const withFreeFirst: RefundableSession = { cost: packagePriceWithFreeMinutesInPaise(RATE, 15), duration: 15, paidMinutes: 12, freeFirstMinutes: 3 };
    expect(earlyEndRefundInPaise(withFreeFirst, 1)).toBe(withFreeFirst.cost);
    expect(earlyEndRefundInPaise(withFreeFirst, 3)).toBe(withFreeFirst.cost);
  });

  it('when a session with free first minutes runs past them, then only the unused paid minutes come back', () => {
    const withFreeFirst: RefundableSession = { cost: packagePriceWithFreeMinutesInPaise(RATE, 15), duration: 15, paidMinutes: 12, freeFirstMinutes: 3 };
    expect(earlyEndRefundInPaise(withFreeFirst, 5)).toBe(10 * Math.floor(withFreeFirst.cost / 12));
  });

  it('when a voucher session with a paid extension ends within the voucher minutes, then the whole extension comes back', () => {
    // 30 voucher minutes (cost 0 to the customer) + a paid 10-minute extension.
    const voucherSession: RefundableSession = { cost: priceInPaise(RATE, 10), duration: 40, paidMinutes: 10, voucherMinutes: 30 };
    expect(earlyEndRefundInPaise(voucherSession, 12)).toBe(voucherSession.cost);
    expect(earlyEndRefundInPaise(voucherSession, 35)).toBe(5 * priceInPaise(RATE, 1));
  });

  it('when any session ends one minute later, then its refund is never larger, and always between 0 and what was paid', () => {
    const sessions: RefundableSession[] = [
      package15,
      { ...package15, duration: 25 },
      { cost: 9_999, duration: 7, paidMinutes: 7 },
      { cost: packagePriceWithFreeMinutesInPaise(33, 30), duration: 35, paidMinutes: 27, freeFirstMinutes: 3 },
      { cost: priceInPaise(RATE, 20), duration: 50, paidMinutes: 20, voucherMinutes: 30 },
    ];
    for (const session of sessions) {
      let previous = Number.POSITIVE_INFINITY;
      for (let used = 0; used <= session.duration + 2; used += 1) {
        const refund = earlyEndRefundInPaise(session, used);
        expect(Number.isInteger(refund)).toBe(true);
        expect(refund).toBeGreaterThanOrEqual(0);
        expect(refund).toBeLessThanOrEqual(session.cost);
        expect(refund).toBeLessThanOrEqual(previous);
        previous = refund;
      }
    }
  });
});

describe('session clock rules', () => {
  it('when the astrologer does not join, then the customer may cancel before the server cancels by itself', () => {
    expect(NO_SHOW_CANCEL_AFTER_MINUTES).toBeLessThan(NO_SHOW_AUTO_CANCEL_AFTER_MINUTES);
    expect(BIRTH_DETAILS_STEP_MINUTES).toBeGreaterThan(0);
  });

  it('when a session ends for any reason, then the customer reads a sentence about it', () => {
    for (const reason of consultationEndReasons) expect(consultationEndReasonText[reason]).toMatch(/^[A-Z].+\.$/);
  });

  it('when a session ends for a lost connection, then the sentence names the grace period the server really waits', () => {
    expect(consultationEndReasonText['connection-lost']).toContain(`${CONNECTION_LOST_GRACE_MINUTES} minutes`);
  });
});
