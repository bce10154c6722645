import { chaldeanNameNumber, chaldeanValue, indianNumbers } from './chaldean-indian';
import { computeNumerology } from './numerology';

describe('Chaldean name number', () => {
  it('when the letters are valued, then they follow the Chaldean chart (1 A I J Q Y ... 8 F P; nothing is 9)', () => {
    expect([...'AIJQYBKRCGLSDMTEHNXUVWOZFP'].map(chaldeanValue)).toEqual([1, 1, 1, 1, 1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 7, 7, 8, 8]);
  });

  it.each([
    // https://imageflipfree.com/how-chaldean-numerology-works: RAHUL (17) SHARMA (16) = 33 -> 6.
    ['Rahul Sharma', 33, 6],
    // https://mysticaldigits.com/chaldean-numerology: MAYA = 4 + 1 + 1 + 1 = 7.
    ['Maya', 7, 7],
    // https://trantor.is/.../M624_ChaldeanNFB-2.html: JOHN 18, ADAM 10, SMITH 17 (= 45 -> 9).
    ['John Adam Smith', 45, 9],
  ])('when the name is %s, then the compound number is %i and the name number %i', (name, compound, value) => {
    expect(chaldeanNameNumber(name)).toMatchObject({ compound, value });
  });
});

describe('Indian mulank and bhagyank', () => {
  it('when born on 15 March 1988, then the bhagyank is 1+5+0+3+1+9+8+8 = 35 -> 8 (Saturn) and the mulank 1+5 = 6 (Venus)', () => {
    // Same source as above, "Destiny Number (Date of Birth)": 15 March 1988 -> 35 -> 8.
    expect(indianNumbers('1988-03-15')).toEqual({ mulank: { value: 6, planet: 'Venus' }, bhagyank: { value: 8, planet: 'Saturn' } });
  });

  it('when born on the 29th, then the mulank is 2 (no master 11 kept, unlike the Pythagorean birthday number)', () => {
    const result = computeNumerology('Asha Rao', '1992-07-29', 2026);
    expect(result.indian.mulank).toEqual({ value: 2, planet: 'Moon' });
    expect(result.birthDay.value).toBe(11);
    expect(result.chaldean.planet).not.toBeUndefined();
  });
});
