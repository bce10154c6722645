import { cataloguePriceInPaise, paiseToRupees, rupeesToPaise } from '@astrosetu/contracts';

describe('rupees and paise (contracts/src/money.ts)', () => {
  it('converts rupees to paise exactly, also where floating-point multiplication is off by a fraction', () => {
    expect(19.99 * 100).not.toBe(1999);
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(0.07)).toBe(7);
    expect(rupeesToPaise(1500)).toBe(150_000);
    expect(rupeesToPaise('1500.5')).toBe(150_050);
    expect(rupeesToPaise('₹1,00,000')).toBe(10_000_000);
    expect(cataloguePriceInPaise(499)).toBe(49_900);
  });

  it('refuses what is not an amount in rupees and paise instead of rounding it', () => {
    for (const bad of ['1.005', '-5', '', 'abc', '1e3', Number.NaN, Number.POSITIVE_INFINITY, -1, 0.1 + 0.2]) {
      expect(rupeesToPaise(bad)).toBeNaN();
    }
  });

  it('gives rupees for integer paise and round-trips', () => {
    expect(paiseToRupees(1999)).toBe(19.99);
    for (const paise of [0, 1, 99, 1999, 150_050, 10_000_000]) expect(rupeesToPaise(paiseToRupees(paise))).toBe(paise);
  });
});
