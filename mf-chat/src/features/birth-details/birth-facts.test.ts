import { ageFromBirthDate, formatBirthDate, formatBirthTime, sunSignFromBirthDate } from './birth-facts';

describe('birth facts for the chart card', () => {
  it('takes the age as the current year minus the birth year', () => {
    expect(ageFromBirthDate('1990-12-31', new Date('2025-01-01T00:00:00Z'))).toBe(35);
    expect(ageFromBirthDate('not a date')).toBeNull();
  });

  it.each([
    ['1994-03-21', 'Aries'],
    ['1994-04-19', 'Aries'],
    ['1994-04-20', 'Taurus'],
    ['1994-08-15', 'Leo'],
    ['1994-12-22', 'Capricorn'],
    ['1995-01-19', 'Capricorn'],
    ['1995-01-20', 'Aquarius'],
    ['1996-02-29', 'Pisces'],
  ])('born %s: sun sign %s', (date, sign) => {
    expect(sunSignFromBirthDate(date)?.english).toBe(sign);
  });

  it('writes dates in US English long form and times on a 12-hour clock', () => {
    expect(formatBirthDate('1994-08-15')).toBe('August 15, 1994');
    expect(formatBirthTime('00:05')).toBe('12:05 AM');
    expect(formatBirthTime('18:40')).toBe('6:40 PM');
  });
});
