import { describe, expect, it } from '@jest/globals';
import { paiseToRupees, rupeesToPaise } from './money';

describe('rupeesToPaise', () => {
  it('when an amount has paise that floating point cannot hold exactly, then it is converted from its digits without drift', () => {
    // 19.99 * 100 is 1998.9999999999998 in floating point; 0.29 * 100 is 28.999999999999996.
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(0.29)).toBe(29);
    expect(rupeesToPaise(1.005)).toBeNaN(); // 1.005 has three decimals: refused, not rounded
  });

  it('when whole rupees are given as a number, then the result is that many hundred paise', () => {
    expect(rupeesToPaise(0)).toBe(0);
    expect(rupeesToPaise(299)).toBe(29_900);
    expect(rupeesToPaise(100_000)).toBe(10_000_000);
  });

  it('when one decimal is given, then it counts as tens of paise', () => {
    expect(rupeesToPaise('1500.5')).toBe(150_050);
    expect(rupeesToPaise(2.5)).toBe(250);
  });

  it('when a person types an amount with the rupee sign, Indian digit grouping or spaces, then those are ignored', () => {
    expect(rupeesToPaise('₹1,500')).toBe(150_000);
    expect(rupeesToPaise('₹ 1,00,000.50')).toBe(10_000_050);
    expect(rupeesToPaise(' 250 ')).toBe(25_000);
  });

  it('when the amount has a fraction of a paisa, then it is refused (NaN) rather than rounded away', () => {
    expect(rupeesToPaise('10.999')).toBeNaN();
    expect(rupeesToPaise(0.001)).toBeNaN();
  });

  it('when the amount is negative, empty, not a number or not finite, then it is refused (NaN)', () => {
    for (const input of ['-5', '', 'abc', '12abc', '.50', '1.', '1e3', Number.NaN, Number.POSITIVE_INFINITY, -1]) {
      expect(rupeesToPaise(input)).toBeNaN();
    }
  });
});

describe('paiseToRupees', () => {
  it('when paise are converted for a gateway, then 1999 paise are 19.99 rupees', () => {
    expect(paiseToRupees(1999)).toBe(19.99);
    expect(paiseToRupees(0)).toBe(0);
    expect(paiseToRupees(10_000_000)).toBe(100_000);
  });

  it('when an amount in rupees with paise goes to paise and back, then it is unchanged', () => {
    for (const rupees of ['0.01', '0.10', '19.99', '299', '1234.56', '99999.99']) {
      expect(paiseToRupees(rupeesToPaise(rupees))).toBe(Number(rupees));
    }
  });
});
