import { formatCount } from './format-count';

describe('counts with Indian digit grouping', () => {
  it('groups the last three digits, then pairs (lakh and crore)', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(123456)).toBe('1,23,456');
    expect(formatCount(12345678)).toBe('1,23,45,678');
  });

  it('rounds a fraction and keeps the sign', () => {
    expect(formatCount(1234.6)).toBe('1,235');
    expect(formatCount(-150000)).toBe('-1,50,000');
  });

  it('shows nothing for a value that is not a number', () => {
    expect(formatCount(Number.NaN)).toBe('');
  });
});
