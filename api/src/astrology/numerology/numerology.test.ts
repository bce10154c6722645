import { computeNumerology, letterValue, reduceNumber } from './numerology';

describe('Pythagorean numerology', () => {
  it.each([
    [4, 4], [10, 1], [29, 11], [38, 11], [22, 22], [33, 33], [44, 8], [99, 9], [1990, 1], [2024, 8], [1996, 7],
  ])('when %p is reduced, then it becomes %p (11, 22 and 33 are kept)', (value, expected) => {
    expect(reduceNumber(value)).toBe(expected);
  });

  it('when letters are valued, then A J S = 1 ... I R = 9 (Pythagorean chart)', () => {
    expect(['A', 'J', 'S', 'B', 'K', 'T', 'I', 'R', 'Z', 'H'].map(letterValue)).toEqual([1, 1, 1, 2, 2, 2, 9, 9, 8, 8]);
  });

  it('when the birth date is 1990-05-15, then the life path is 3 and the challenges are 1, 5, 4, 4', () => {
    // 5 + (1+5=6) + (1+9+9+0=19 -> 1) = 12 -> 3. Challenges: |5-6| = 1, |6-1| = 5, |1-5| = 4, |5-1| = 4.
    const result = computeNumerology('John Smith', '1990-05-15', 2025);
    expect(result.lifePath).toMatchObject({ value: 3, master: false });
    expect(result.challengeNumbers).toEqual([1, 5, 4, 4]);
    // Personal year 2025: 5 + 6 + (2+0+2+5 = 9) = 20 -> 2.
    expect(result.personalYear.value).toBe(2);
    expect(result.birthDay.value).toBe(6);
  });

  it('when the name is John Smith, then destiny 8, soul urge 6 and personality 11 (a master number kept)', () => {
    // JOHN = 1+6+8+5 = 20 -> 2, SMITH = 1+4+9+2+8 = 24 -> 6: destiny 8. Vowels O = 6, I = 9: 6 + 9 = 15 -> 6.
    // Consonants J H N = 14 -> 5, S M T H = 15 -> 6: 5 + 6 = 11 (kept).
    const result = computeNumerology('John Smith', '1990-05-15', 2025);
    expect(result.destiny.value).toBe(8);
    expect(result.soulUrge.value).toBe(6);
    expect(result.personality).toMatchObject({ value: 11, master: true });
    expect(result.maturity.value).toBe(reduceNumber(3 + 8));
    expect(result.compatibleNumbers).toEqual([3, 6, 9]);
  });

  it('when the birth date is 1996-04-22, then the master life path 33 is kept', () => {
    // 4 + 22 (master, kept) + (1+9+9+6 = 25 -> 7) = 33.
    expect(computeNumerology('Asha', '1996-04-22', 2025).lifePath).toMatchObject({ value: 33, master: true });
  });

  it('when the birth day is the 29th, then the birthday number is the master 11', () => {
    expect(computeNumerology('Ravi', '1985-03-29', 2025).birthDay).toMatchObject({ value: 11, master: true });
  });

  it('when a name has accents and punctuation, then they are ignored', () => {
    expect(computeNumerology('Zoë O\'Brien', '1990-01-01', 2025).destiny.value).toBe(computeNumerology('Zoe OBrien', '1990-01-01', 2025).destiny.value);
  });
});
