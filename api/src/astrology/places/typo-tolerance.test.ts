import { closeNames, slipsAllowed, slipsToPrefix } from './typo-tolerance';

describe('typing slips between a query and the start of a place name', () => {
  it('when a letter is wrong, missing, extra or swapped, then that is one slip', () => {
    expect(slipsToPrefix('lucknoe', 'lucknow', 1)).toBe(1);
    expect(slipsToPrefix('coimbatre', 'coimbatore', 2)).toBe(1);
    expect(slipsToPrefix('hydderabad', 'hyderabad', 2)).toBe(1);
    expect(slipsToPrefix('dehli', 'delhi', 1)).toBe(1);
  });

  it('when the query is a slip away from the start of a longer name, then it counts as close (still typing)', () => {
    expect(slipsToPrefix('coimbatr', 'coimbatore', 1)).toBe(1);
    expect(slipsToPrefix('coimba', 'coimbatore', 1)).toBe(0);
  });

  it('when more slips than allowed separate them, then there is no match', () => {
    expect(slipsToPrefix('lucknow', 'lahore', 1)).toBeUndefined();
    expect(slipsToPrefix('paris', 'pune', 1)).toBeUndefined();
  });

  it('when the query is short, then no slip is allowed; from 4 letters one, from 8 two', () => {
    expect(slipsAllowed('goa')).toBe(0);
    expect(slipsAllowed('pune')).toBe(1);
    expect(slipsAllowed('new york')).toBe(1);
    expect(slipsAllowed('coimbatre')).toBe(2);
  });

  it('when names are scanned, then each place comes once with its fewest slips', () => {
    const list = { names: ['lucknow', 'lakhnau', 'lucknow city', 'ludhiana'], places: [0, 0, 0, 1] };
    expect(closeNames('lucknoe', list)).toEqual([{ place: 0, slips: 1 }]);
    expect(closeNames('goa', list)).toEqual([]);
  });
});
