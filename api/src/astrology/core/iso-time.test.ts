import { isoFromMs } from './iso-time';

describe('isoFromMs', () => {
  it('when instants from 1800 to 2200 (leap days, century years, before 1970) are formatted, then the text equals Date#toISOString', () => {
    const from = Date.parse('1800-01-01T00:00:00Z');
    const to = Date.parse('2200-12-31T23:59:59.999Z');
    let seed = 7;
    for (let i = 0; i < 20_000; i += 1) {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      const ms = Math.round(from + (seed / 4294967296) * (to - from));
      expect(isoFromMs(ms)).toBe(new Date(ms).toISOString());
    }
    for (const text of ['1900-02-28T23:59:59.999Z', '1900-03-01T00:00:00.000Z', '2000-02-29T12:00:00.000Z', '1969-12-31T23:59:59.999Z', '1970-01-01T00:00:00.000Z']) {
      expect(isoFromMs(Date.parse(text))).toBe(text);
    }
  });
});
