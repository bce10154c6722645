import { resolveMoment } from '../core/moment';
import { ashtakoot, gunaBand, type MoonPlacement } from './guna-milan';
import { computeGunaMilan } from './match-charts';

const points = (boy: MoonPlacement, girl: MoonPlacement) =>
  Object.fromEntries(ashtakoot(boy, girl).kootas.map((koota) => [koota.name, koota.points]));

/*
 * Worked examples, derived by hand from the published tables (Muhurta Chintamani ch. 6 as printed by Indian
 * almanacs; the tables are reproduced in guna-milan.ts):
 *
 * A. Boy: Moon in Aries, Ashwini. Girl: Moon in Leo, Magha.
 *    Varna Kshatriya/Kshatriya 1. Vashya Chatushpada/Vanachara 0.5. Tara: Magha->Ashwini counts 19 (19 mod 9 = 1,
 *    Janma) and Ashwini->Magha 10 (1, Janma), both benefic: 3. Yoni Horse/Rat 2. Maitri Mars/Sun friends both ways 5.
 *    Gana Deva/Rakshasa 0. Bhakoot Aries-Leo is 5/9: 0 (dosha, cancelled: Mars and Sun are mutual friends).
 *    Nadi Adi/Antya 8. Total 19.5 -> Average.
 * B. Both: Moon in Scorpio, Anuradha pada 2. Varna 1, Vashya Keeta/Keeta 2, Tara Janma both ways 3, Yoni Deer 4,
 *    Maitri Mars/Mars 5, Gana Deva 6, Bhakoot 1/1 7, Nadi Madhya/Madhya 0 (dosha, cancelled: same sign lord).
 *    Total 28 -> Very good.
 * C. Boy: Moon in Taurus, Rohini. Girl: Moon in Pisces, Revati.
 *    Varna Vaishya below Brahmin 0. Vashya Chatushpada/Jalachara 1. Tara: Revati->Rohini counts 5 (Pratyari, malefic)
 *    0, Rohini->Revati counts 24 (6, Sadhaka) 1.5. Yoni Serpent/Elephant 3. Maitri Venus->Jupiter neutral,
 *    Jupiter->Venus enemy: 0.5. Gana Manushya/Deva 5. Bhakoot Taurus-Pisces 11/3: 7. Nadi Antya/Antya 0 (dosha, no
 *    exception). Total 18 -> Average.
 */
describe('Ashtakoot guna milan', () => {
  it('when the boy is Aries/Ashwini and the girl Leo/Magha, then the kootas add up to 19.5 (worked example A)', () => {
    const boy = { signIndex: 0, degree: 5, nakshatraIndex: 0, pada: 2 };
    const girl = { signIndex: 4, degree: 5, nakshatraIndex: 9, pada: 2 };
    expect(points(boy, girl)).toEqual({ Varna: 1, Vashya: 0.5, Tara: 3, Yoni: 2, 'Graha Maitri': 5, Gana: 0, Bhakoot: 0, Nadi: 8 });
    const result = ashtakoot(boy, girl);
    expect(result.total).toBe(19.5);
    expect(gunaBand(result.total)).toBe('Average');
    expect(result.doshas).toEqual([
      { name: 'Nadi Dosha', present: false, cancelled: false },
      { name: 'Bhakoot Dosha', present: true, cancelled: true, reason: 'The Moon-sign lords Mars and Sun are mutual friends' },
    ]);
  });

  it('when both Moons are in Scorpio/Anuradha, then 28 points with a Nadi dosha cancelled by the common sign lord (example B)', () => {
    const moon = { signIndex: 7, degree: 8.8, nakshatraIndex: 16, pada: 2 };
    expect(points(moon, moon)).toEqual({ Varna: 1, Vashya: 2, Tara: 3, Yoni: 4, 'Graha Maitri': 5, Gana: 6, Bhakoot: 7, Nadi: 0 });
    const result = ashtakoot(moon, moon);
    expect(result.total).toBe(28);
    expect(gunaBand(result.total)).toBe('Very good');
    expect(result.doshas[0]).toEqual({ name: 'Nadi Dosha', present: true, cancelled: true, reason: 'Both Moon signs are ruled by Mars' });
  });

  it('when the boy is Taurus/Rohini and the girl Pisces/Revati, then 18 points with an uncancelled Nadi dosha (example C)', () => {
    const boy = { signIndex: 1, degree: 19, nakshatraIndex: 3, pada: 3 };
    const girl = { signIndex: 11, degree: 20, nakshatraIndex: 26, pada: 1 };
    expect(points(boy, girl)).toEqual({ Varna: 0, Vashya: 1, Tara: 1.5, Yoni: 3, 'Graha Maitri': 0.5, Gana: 5, Bhakoot: 7, Nadi: 0 });
    const result = ashtakoot(boy, girl);
    expect(result.total).toBe(18);
    expect(result.doshas[0]).toEqual({ name: 'Nadi Dosha', present: true, cancelled: false });
  });

  it('when the same nakshatra falls in different signs, then the Nadi dosha is cancelled by that exception', () => {
    // Krittika spans Aries 26°40' to Taurus 10°: pada 1 is in Aries, padas 2-4 in Taurus.
    const result = ashtakoot({ signIndex: 0, degree: 28, nakshatraIndex: 2, pada: 1 }, { signIndex: 1, degree: 5, nakshatraIndex: 2, pada: 3 });
    expect(result.doshas[0]).toEqual({ name: 'Nadi Dosha', present: true, cancelled: true, reason: 'Same nakshatra, different Moon signs' });
  });

  it.each([
    [36, 'Excellent'],
    [32, 'Excellent'],
    [31.5, 'Very good'],
    [26, 'Very good'],
    [20, 'Good'],
    [14, 'Average'],
    [13.5, 'Not recommended'],
  ] as const)('when the total is %p, then the band is %s (bands start at 32, 26, 20 and 14)', (total, band) => {
    expect(gunaBand(total)).toBe(band);
  });

  it('when two real births are matched, then every koota is scored within its maximum and both Mangal doshas are reported', () => {
    // Sachin Tendulkar (1973-04-24 14:25 Mumbai) and Priyanka Chopra (1982-07-18 00:30 Jamshedpur), AstroSage data.
    const boy = resolveMoment({ date: '1973-04-24', time: '14:25', latitude: 18.966, longitude: 72.833, timezone: 'UTC+05:30' });
    const girl = resolveMoment({ date: '1982-07-18', time: '00:30', latitude: 22.783, longitude: 86.2, timezone: 'UTC+05:30' });
    const result = computeGunaMilan(boy, girl);
    expect(result.kootas.map((koota) => koota.maxPoints)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const koota of result.kootas) expect(koota.points).toBeLessThanOrEqual(koota.maxPoints);
    expect(result.total).toBe(result.kootas.reduce((sum, koota) => sum + koota.points, 0));
    // AstroSage: Sachin's Moon Dhanu/Purva Ashadha, Priyanka's Vrishabha/Rohini.
    expect(result.boy).toMatchObject({ rashi: 'Dhanu', nakshatra: 'Purva Ashadha' });
    expect(result.girl).toMatchObject({ rashi: 'Vrishabha', nakshatra: 'Rohini' });
    // Dhanu (Jupiter) and Vrishabha (Venus) are 6/8 apart: Bhakoot 0; Jupiter and Venus are not friends, so no cancellation.
    expect(result.kootas.find((koota) => koota.name === 'Bhakoot')!.points).toBe(0);
    expect(result.doshas[1]).toMatchObject({ name: 'Bhakoot Dosha', present: true, cancelled: false });
    expect(typeof result.boy.mangalDosha.present).toBe('boolean');
    expect(result.conclusion).toContain(`${result.total} of 36`);
  });
});
