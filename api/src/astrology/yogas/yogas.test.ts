import type { PlanetPosition } from '@astrosetu/contracts';
import { PLANETS, type Planet } from '../core/vedic-data';
import { dignityOf } from '../chart/birth-chart';
import { describePoint, houseFrom } from '../chart/zodiac-point';
import { computeDoshas, kaalSarpDosha, mangalDosha } from './doshas';
import { computeYogas } from './yogas';

/** A chart from sidereal longitudes (Ketu opposite Rahu), ascendant sign given: enough to test the rules. */
function chartOf(ascendantSign: number, longitudes: Partial<Record<Planet, number>>): PlanetPosition[] {
  const base: Record<Planet, number> = { Sun: 100, Moon: 130, Mars: 190, Mercury: 110, Jupiter: 250, Venus: 80, Saturn: 300, Rahu: 10, Ketu: 190, ...longitudes };
  base.Ketu = (base.Rahu + 180) % 360;
  return PLANETS.map((name) => {
    const point = describePoint(base[name]);
    const sun = describePoint(base.Sun);
    return {
      ...point,
      name,
      tropicalLongitude: base[name],
      latitude: 0,
      speed: 1,
      retrograde: name === 'Rahu' || name === 'Ketu',
      house: houseFrom(ascendantSign, point.signIndex),
      dignity: dignityOf(name, point.signIndex, point.degree),
      combust: name !== 'Sun' && name !== 'Rahu' && name !== 'Ketu' && Math.abs(base[name] - sun.longitude) < 10,
    };
  });
}

const yoga = (planets: PlanetPosition[], name: string) => computeYogas(planets).find((entry) => entry.name === name)!;

describe('yogas', () => {
  it('when Jupiter is in the 4th sign from the Moon, then Gajakesari yoga is present; in the 3rd it is not', () => {
    // Moon in Aries (10°), Jupiter in Cancer (95°, exalted): 4th from the Moon.
    expect(yoga(chartOf(0, { Moon: 10, Jupiter: 95, Sun: 200 }), 'Gajakesari Yoga')).toMatchObject({ present: true, strength: 'strong' });
    expect(yoga(chartOf(0, { Moon: 10, Jupiter: 65, Sun: 200 }), 'Gajakesari Yoga').present).toBe(false);
    // Debilitated Jupiter (Capricorn, 10th from an Aries Moon) still forms it, but weakly.
    expect(yoga(chartOf(0, { Moon: 10, Jupiter: 275, Sun: 200 }), 'Gajakesari Yoga')).toMatchObject({ present: true, strength: 'weak' });
  });

  it('when the Sun and Mercury share a sign, then Budhaditya yoga is present, weak if Mercury is combust', () => {
    expect(yoga(chartOf(0, { Sun: 100, Mercury: 118 }), 'Budhaditya Yoga')).toMatchObject({ present: true });
    expect(yoga(chartOf(0, { Sun: 100, Mercury: 118 }), 'Budhaditya Yoga').strength).not.toBe('weak');
    expect(yoga(chartOf(0, { Sun: 100, Mercury: 105 }), 'Budhaditya Yoga')).toMatchObject({ present: true, strength: 'weak' });
    expect(yoga(chartOf(0, { Sun: 100, Mercury: 125 }), 'Budhaditya Yoga').present).toBe(false);
  });

  it('when a planet is in its own or exaltation sign in a kendra, then its Pancha Mahapurusha yoga is present', () => {
    // Cancer ascendant: Jupiter exalted in Cancer (house 1) = Hamsa; Saturn in Libra (house 4, exalted) = Shasha;
    // Mars in Capricorn (house 7, exalted) = Ruchaka; Venus in Aries (house 10, not own) = no Malavya.
    const planets = chartOf(3, { Jupiter: 95, Saturn: 200, Mars: 280, Venus: 15, Mercury: 160, Sun: 150 });
    expect(yoga(planets, 'Hamsa Yoga')).toMatchObject({ present: true, strength: 'strong' });
    expect(yoga(planets, 'Shasha Yoga').present).toBe(true);
    expect(yoga(planets, 'Ruchaka Yoga').present).toBe(true);
    expect(yoga(planets, 'Malavya Yoga').present).toBe(false);
    // Mercury exalted in Virgo but in house 3 from Cancer: dignified, not in a kendra.
    expect(yoga(planets, 'Bhadra Yoga').present).toBe(false);
  });
});

describe('doshas', () => {
  it.each([1, 2, 4, 7, 8, 12])('when Mars is in house %i from the ascendant, then Mangal dosha is present', (house) => {
    // Taurus ascendant (sign 1); Mars placed in the sign of that house at 10°, Moon and Jupiter elsewhere.
    const marsSign = (1 + house - 1) % 12;
    const planets = chartOf(1, { Mars: marsSign * 30 + 10, Moon: ((marsSign + 3) % 12) * 30 + 5, Jupiter: ((marsSign + 5) % 12) * 30 + 5 });
    expect(mangalDosha(planets)).toMatchObject({ present: true, marsHouse: house });
  });

  it.each([3, 5, 6, 9, 10, 11])('when Mars is in house %i, then there is no Mangal dosha', (house) => {
    const marsSign = (1 + house - 1) % 12;
    const planets = chartOf(1, { Mars: marsSign * 30 + 10 });
    expect(mangalDosha(planets)).toMatchObject({ present: false, effective: false });
  });

  it('when Mars is in the 7th house in its exaltation sign Capricorn, then the dosha is present but cancelled', () => {
    // Cancer ascendant: the 7th house is Capricorn.
    const result = mangalDosha(chartOf(3, { Mars: 280, Moon: 40, Jupiter: 160 }));
    expect(result).toMatchObject({ present: true, cancelled: true, effective: false });
    expect(result.reasons).toEqual(expect.arrayContaining(['Mars is exalted in Capricorn', 'Mars in the 7th house in Capricorn']));
  });

  it('when Mars is in the 8th house in Gemini with no parihara, then the dosha is effective and also counted from the Moon', () => {
    // Scorpio ascendant (7): 8th house Gemini. Moon in Gemini too would cancel (conjunction); put the Moon in Scorpio.
    const result = mangalDosha(chartOf(7, { Mars: 70, Moon: 215, Jupiter: 160 }));
    expect(result).toMatchObject({ present: true, cancelled: false, effective: true, fromMoon: true, severity: 'strong' });
  });

  it('when all seven planets lie between Rahu and Ketu, then Kaal Sarp dosha is present and named from Rahu\'s house', () => {
    // Rahu at 10° Aries (house 1 for an Aries ascendant), Ketu at 10° Libra; planets between 11° and 189°.
    const planets = chartOf(0, { Rahu: 10, Sun: 40, Moon: 60, Mars: 90, Mercury: 50, Jupiter: 120, Venus: 30, Saturn: 170 });
    expect(kaalSarpDosha(planets)).toMatchObject({ present: true, type: 'Anant' });
    const spread = chartOf(0, { Rahu: 10, Sun: 40, Moon: 250, Mars: 90, Mercury: 50, Jupiter: 120, Venus: 30, Saturn: 170 });
    expect(kaalSarpDosha(spread).present).toBe(false);
  });

  it('when doshas are listed for a chart, then Mangal and Kaal Sarp are both reported with their rules', () => {
    const doshas = computeDoshas(chartOf(0, {}));
    expect(doshas.map((dosha) => dosha.name)).toEqual(['Mangal Dosha', 'Kaal Sarp Dosha']);
    for (const dosha of doshas) expect(dosha.rule.length).toBeGreaterThan(10);
  });
});

describe('yogas and doshas in Hindi and Tamil', () => {
  it('when a cancelled Mangal dosha is read in Hindi, then its name, description and reasons are Hindi and the ids stay', () => {
    // Cancer ascendant, Mars exalted in Capricorn in the 7th: present and cancelled (two reasons).
    const result = mangalDosha(chartOf(3, { Mars: 280, Moon: 40, Jupiter: 160 }), 'hi');
    expect(result).toMatchObject({ name: 'Mangal Dosha', label: 'मंगल दोष', present: true, cancelled: true, severity: 'mild' });
    expect(result.reasons).toEqual(['मंगल मकर में उच्च का है', 'मंगल भाव 7 में मकर राशि में है']);
    expect(result.description).toBe('मंगल भाव 7 (मकर) में है, परंतु दोष का परिहार हो जाता है: मंगल मकर में उच्च का है; मंगल भाव 7 में मकर राशि में है।');
  });

  it('when an effective Mangal dosha and a Kaal Sarp dosha are read in Tamil, then they read in Tamil', () => {
    const mangal = mangalDosha(chartOf(7, { Mars: 70, Moon: 215, Jupiter: 160 }), 'ta');
    expect(mangal).toMatchObject({ label: 'செவ்வாய் தோஷம்', effective: true });
    expect(mangal.description).toBe('செவ்வாய் 8ஆம் பாவத்தில் (மிதுனம்) உள்ளது. ஜாதகருக்குச் செவ்வாய் தோஷம் உண்டு; செவ்வாய் தோஷம் உள்ள வரனுடன் பொருத்தம் பார்ப்பது நல்லது.');
    // Every planet between Rahu (10°) and Ketu (190°); Aries ascendant puts Rahu in the 1st: Anant.
    const kaalSarp = kaalSarpDosha(chartOf(0, { Sun: 40, Moon: 60, Mars: 80, Mercury: 50, Jupiter: 120, Venus: 70, Saturn: 150 }), 'ta');
    expect(kaalSarp).toMatchObject({ present: true, type: 'Anant', typeName: 'அனந்த', label: 'கால சர்ப்ப தோஷம்' });
    expect(kaalSarp.description).toBe('ஏழு கிரகங்களும் ராகுவுக்கும் கேதுவுக்கும் இடையே உள்ளன: அனந்த கால சர்ப்பம் (ராகு 1ஆம் பாவத்தில்).');
  });

  it('when the same doshas are read in Telugu and Bengali, then they read in those languages, with the house as their almanacs count it (issue 38)', () => {
    const chart = chartOf(3, { Mars: 280, Moon: 40, Jupiter: 160 });
    const telugu = mangalDosha(chart, 'te');
    expect(telugu).toMatchObject({ label: 'కుజ దోషం', present: true, cancelled: true });
    expect(telugu.description).toBe('కుజుడు 7వ ఇంట్లో (మకరం) ఉన్నాడు, కానీ దోషానికి భంగం కలిగింది: కుజుడు మకరంలో ఉచ్ఛలో ఉన్నాడు; మకరంలో 7వ ఇంట్లో కుజుడు.');
    const bengali = mangalDosha(chart, 'bn');
    expect(bengali.description).toBe('মঙ্গল 7 নম্বর ভাবে (মকর), কিন্তু দোষ খণ্ডিত হয়েছে: মঙ্গল মকরে উচ্চস্থ; মকর রাশিতে 7 নম্বর ভাবে মঙ্গল।');
    for (const language of ['te', 'bn'] as const) {
      const kaalSarp = kaalSarpDosha(chartOf(0, { Sun: 40, Moon: 60, Mars: 80, Mercury: 50, Jupiter: 120, Venus: 70, Saturn: 150 }), language);
      expect(`${kaalSarp.label} ${kaalSarp.typeName} ${kaalSarp.description} ${kaalSarp.rule}`).not.toMatch(/[A-Za-z]{2,}/);
    }
  });

  it('when the same doshas are read in Marathi, Gujarati, Kannada and Malayalam, then they read in those languages (issue 38)', () => {
    const chart = chartOf(3, { Mars: 280, Moon: 40, Jupiter: 160 });
    expect(mangalDosha(chart, 'mr')).toMatchObject({ label: 'मंगळ दोष', present: true, cancelled: true });
    expect(mangalDosha(chart, 'mr').description).toBe('मंगळ 7व्या स्थानात (मकर) आहे, पण दोषाचा परिहार होतो: मंगळ मकर राशीत उच्चीचा आहे; मंगळ मकर राशीत, 7व्या स्थानात.');
    expect(mangalDosha(chart, 'gu').description).toBe('મંગળ ભાવ 7 (મકર)માં છે, પરંતુ દોષનો પરિહાર થાય છે: મંગળ મકર રાશિમાં ઉચ્ચનો છે; મંગળ ભાવ 7માં, મકર રાશિમાં.');
    expect(mangalDosha(chart, 'kn')).toMatchObject({ label: 'ಕುಜ ದೋಷ', present: true, cancelled: true });
    expect(mangalDosha(chart, 'kn').description).toBe('ಕುಜ 7ನೇ ಮನೆಯಲ್ಲಿದ್ದಾನೆ (ಮಕರ), ಆದರೆ ದೋಷಕ್ಕೆ ಭಂಗವಾಗಿದೆ: ಕುಜ ಮಕರದಲ್ಲಿ ಉಚ್ಚನಾಗಿದ್ದಾನೆ; ಮಕರ ರಾಶಿಯಲ್ಲಿ, 7ನೇ ಮನೆಯಲ್ಲಿ ಕುಜ.');
    expect(mangalDosha(chart, 'ml')).toMatchObject({ label: 'ചൊവ്വാദോഷം', present: true, cancelled: true });
    expect(mangalDosha(chart, 'ml').description).toBe('ചൊവ്വ 7-ാം ഭാവത്തിലാണ് (മകരം), എന്നാൽ ദോഷത്തിന് പരിഹാരമുണ്ട്: ചൊവ്വ മകരത്തിൽ ഉച്ചനാണ്; മകരം രാശിയിൽ, 7-ാം ഭാവത്തിൽ ചൊവ്വ.');
    for (const language of ['mr', 'gu', 'kn', 'ml'] as const) {
      const kaalSarp = kaalSarpDosha(chartOf(0, { Sun: 40, Moon: 60, Mars: 80, Mercury: 50, Jupiter: 120, Venus: 70, Saturn: 150 }), language);
      expect(`${kaalSarp.label} ${kaalSarp.typeName} ${kaalSarp.description} ${kaalSarp.rule}`).not.toMatch(/[A-Za-z]{2,}/);
    }
  });

  it('when English is asked, then the doshas are exactly the English engine output (no label)', () => {
    const planets = chartOf(3, { Mars: 280, Moon: 40, Jupiter: 160 });
    expect(computeDoshas(planets, 'en')).toEqual(computeDoshas(planets));
    expect(computeDoshas(planets)[0]).not.toHaveProperty('label');
  });
});
