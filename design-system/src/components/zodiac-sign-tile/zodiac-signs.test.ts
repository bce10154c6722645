import { ZODIAC_SIGNS, zodiacSignById, zodiacSignForDate } from './zodiac-signs';

describe('ZODIAC_SIGNS', () => {
  it('lists the twelve signs in order with every name and a text-style symbol', () => {
    expect(ZODIAC_SIGNS.map((s) => s.english)).toEqual([
      'Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces',
    ]);
    for (const sign of ZODIAC_SIGNS) {
      expect(sign.sanskrit).toMatch(/^[A-Z][a-z]+$/);
      expect(sign.hindi).toMatch(/^[\u0900-\u097F]+$/);
      expect(sign.tamil).toMatch(/^[\u0B80-\u0BFF]+$/);
      expect(sign.symbol).toMatch(/^[\u2648-\u2653]\uFE0E$/);
    }
  });

  it('finds a sign by id', () => {
    expect(zodiacSignById('leo').hindi).toBe('सिंह');
  });

});

describe('zodiacSignForDate', () => {
  it.each([
    [3, 21, 'aries'],
    [4, 19, 'aries'],
    [4, 20, 'taurus'],
    [7, 22, 'cancer'],
    [12, 21, 'sagittarius'],
    [12, 22, 'capricorn'],
    [12, 31, 'capricorn'],
    [1, 1, 'capricorn'],
    [1, 19, 'capricorn'],
    [1, 20, 'aquarius'],
    [2, 29, 'pisces'],
    [3, 20, 'pisces'],
  ])('a birthday on %i/%i is %s', (month, day, id) => {
    expect(zodiacSignForDate(month, day).id).toBe(id);
  });

  it('covers every day of a leap year with exactly one sign', () => {
    const date = new Date(Date.UTC(2024, 0, 1));
    while (date.getUTCFullYear() === 2024) {
      const month = date.getUTCMonth() + 1;
      const day = date.getUTCDate();
      expect(() => zodiacSignForDate(month, day)).not.toThrow();
      date.setUTCDate(day + 1);
    }
  });

  it('rejects impossible days', () => {
    expect(() => zodiacSignForDate(13, 1)).toThrow(RangeError);
    expect(() => zodiacSignForDate(0, 10)).toThrow(RangeError);
  });
});
