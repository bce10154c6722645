import { describe, expect, it } from '@jest/globals';
import {
  MATCH_MAKING_SPECIALIZATION,
  VOUCHER_VALID_DAYS,
  consultationVoucherSchema,
  voucherUnusedRefundInPaise,
} from './consultation-vouchers';
import { cataloguePriceInPaise, findCatalogueItem } from './price-catalogue';
import { deliverableItems } from './deliverables';

const thirtyMinutes = { minutes: 30, value: 30_000 };

describe('voucherUnusedRefundInPaise', () => {
  it('when a voucher session ends early, then each unused whole minute comes back at value / minutes (₹10 a minute)', () => {
    expect(voucherUnusedRefundInPaise(thirtyMinutes, 10)).toBe(20 * 1_000);
    expect(voucherUnusedRefundInPaise({ minutes: 15, value: 15_000 }, 14)).toBe(1_000);
  });

  it('when the voucher session never used a minute, then its whole value comes back', () => {
    expect(voucherUnusedRefundInPaise(thirtyMinutes, 0)).toBe(30_000);
  });

  it('when a negative used time reaches the rule, then it counts as none used and refunds the value, not more', () => {
    expect(voucherUnusedRefundInPaise(thirtyMinutes, -5)).toBe(30_000);
  });

  it('when every minute was used, or more with extensions, then nothing comes back', () => {
    expect(voucherUnusedRefundInPaise(thirtyMinutes, 30)).toBe(0);
    expect(voucherUnusedRefundInPaise(thirtyMinutes, 42)).toBe(0);
  });

  it('when value / minutes has a fraction of a paisa, then the minute price is rounded down', () => {
    // 2,000 paise for 3 minutes: 666.67 a minute, refunded as 666.
    expect(voucherUnusedRefundInPaise({ minutes: 3, value: 2_000 }, 1)).toBe(1_332);
  });

  it('when the session ends a minute later, then the refund is never larger and never above the value', () => {
    let previous = Number.POSITIVE_INFINITY;
    for (let used = 0; used <= 32; used += 1) {
      const refund = voucherUnusedRefundInPaise({ minutes: 30, value: 29_999 }, used);
      expect(refund).toBeLessThanOrEqual(29_999);
      expect(refund).toBeLessThanOrEqual(previous);
      previous = refund;
    }
  });
});

describe('the vouchers the catalogue gives', () => {
  const withVouchers = deliverableItems.filter((item) => item.vouchers?.length);

  it('when a match-making package promises a consultation, then it gives vouchers (Detailed Compatibility and Premium Match Making)', () => {
    expect(withVouchers.map((item) => item.key).sort()).toEqual(['match-detailed', 'match-premium']);
  });

  it('when a voucher is given, then it books a marriage astrologer for 15 or 30 minutes and is worth ₹10 a minute in whole paise', () => {
    for (const grant of withVouchers.flatMap((item) => item.vouchers ?? [])) {
      expect(grant.specialization).toBe(MATCH_MAKING_SPECIALIZATION);
      expect([15, 30]).toContain(grant.minutes);
      expect(Number.isInteger(grant.value)).toBe(true);
      expect(grant.value).toBe(grant.minutes * 1_000);
    }
  });

  it('when every voucher of an order expires unused, then the refunds together stay below what the order cost', () => {
    for (const item of withVouchers) {
      if (!('service' in item.catalogue)) throw new Error(`${item.key} is not a service`);
      const catalogueItem = findCatalogueItem(item.catalogue.service, item.catalogue.packageName);
      const total = (item.vouchers ?? []).reduce((sum, grant) => sum + grant.value, 0);
      expect(total).toBeLessThan(cataloguePriceInPaise(catalogueItem?.price ?? 0));
    }
  });

  it('when the customer reads what the package gives, then it states each voucher value in rupees and the days it is valid', () => {
    for (const item of withVouchers) {
      expect(item.receives).toContain(`within ${VOUCHER_VALID_DAYS} days`);
      for (const grant of item.vouchers ?? []) {
        expect(item.receives).toContain(`${grant.minutes}-minute`);
        expect(item.receives).toContain(`₹${grant.value / 100}`);
      }
    }
  });
});

describe('consultationVoucherSchema', () => {
  const voucher = {
    id: 1,
    kind: 'consultation',
    minutes: 30,
    value: 30_000,
    specialization: MATCH_MAKING_SPECIALIZATION,
    orderTxnid: 'TXN1',
    itemKey: 'match-detailed',
    status: 'active',
    expiresAt: '2027-01-05T00:00:00.000Z',
    createdAt: '2026-12-06T00:00:00.000Z',
  };

  it('when GET /api/vouchers answers with a voucher, then it passes', () => {
    expect(consultationVoucherSchema.safeParse(voucher).success).toBe(true);
  });

  it('when a voucher has an unknown status or a value that is not whole paise, then it is refused', () => {
    expect(consultationVoucherSchema.safeParse({ ...voucher, status: 'spent' }).success).toBe(false);
    expect(consultationVoucherSchema.safeParse({ ...voucher, value: 300.5 }).success).toBe(false);
  });
});
