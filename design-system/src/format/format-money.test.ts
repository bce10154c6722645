import { formatPaise, formatRupees, groupIndianDigits } from './format-money';

describe('formatPaise', () => {
  it.each([
    [0, '₹0.00'],
    [1, '₹0.01'],
    [99, '₹0.99'],
    [100, '₹1.00'],
    [12345, '₹123.45'],
    [100000, '₹1,000.00'],
    [9999999, '₹99,999.99'],
    [10000000, '₹1,00,000.00'],
    [123456789, '₹12,34,567.89'],
    [1000000000, '₹1,00,00,000.00'],
    [123456789012, '₹1,23,45,67,890.12'],
  ])('shows %i paise as %s', (paise, expected) => {
    expect(formatPaise(paise)).toBe(expected);
  });

  it('puts the minus sign before the rupee sign for negative amounts', () => {
    expect(formatPaise(-5050)).toBe('-₹50.50');
    expect(formatPaise(-10000000)).toBe('-₹1,00,000.00');
  });

  it('never shows a negative zero', () => {
    expect(formatPaise(-0)).toBe('₹0.00');
    expect(formatPaise(-40, { decimals: false })).toBe('₹0');
  });

  it('drops the paise and rounds to whole rupees when decimals are off', () => {
    expect(formatPaise(10000000, { decimals: false })).toBe('₹1,00,000');
    expect(formatPaise(12349, { decimals: false })).toBe('₹123');
    expect(formatPaise(12350, { decimals: false })).toBe('₹124');
    expect(formatPaise(-12350, { decimals: false })).toBe('-₹124');
    expect(formatPaise(0, { decimals: false })).toBe('₹0');
  });

  it('rounds fractional paise instead of printing floating-point residue', () => {
    expect(formatPaise(0.1 + 0.2)).toBe('₹0.00');
    expect(formatPaise(1999.6)).toBe('₹20.00');
  });

  it('refuses values that are not amounts', () => {
    expect(() => formatPaise(Number.NaN)).toThrow(RangeError);
    expect(() => formatPaise(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatPaise(2 ** 60)).toThrow(RangeError);
  });

  it('agrees with the en-IN locale of Intl for a spread of amounts', () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
    for (const paise of [0, 7, 1234, 987654, 10000000, 31415926535, -271828]) {
      expect(formatPaise(paise)).toBe(intl.format(paise / 100));
    }
  });
});

describe('formatRupees', () => {
  it('shows whole rupees without decimals by default', () => {
    expect(formatRupees(25)).toBe('₹25');
    expect(formatRupees(250)).toBe('₹250');
    expect(formatRupees(150000)).toBe('₹1,50,000');
  });

  it('can show decimals', () => {
    expect(formatRupees(25, { decimals: true })).toBe('₹25.00');
    expect(formatRupees(1000.5, { decimals: true })).toBe('₹1,000.50');
  });

  it('handles zero and negatives', () => {
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(-1500)).toBe('-₹1,500');
  });
});

describe('groupIndianDigits', () => {
  it.each([
    ['1', '1'],
    ['123', '123'],
    ['1234', '1,234'],
    ['12345', '12,345'],
    ['123456', '1,23,456'],
    ['1234567', '12,34,567'],
    ['12345678', '1,23,45,678'],
  ])('groups %s as %s', (digits, expected) => {
    expect(groupIndianDigits(digits)).toBe(expected);
  });
});
