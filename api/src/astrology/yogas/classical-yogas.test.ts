import type { PlanetPosition } from '@astrosetu/contracts';
import { PLANETS, type Planet } from '../core/vedic-data';
import { dignityOf } from '../chart/birth-chart';
import { describePoint, houseFrom } from '../chart/zodiac-point';
import { CLASSICAL_YOGAS } from './classical-yogas';
import { computeYogas } from './yogas';

/** A chart from sidereal longitudes (Ketu opposite Rahu) and an ascendant sign. */
function chartOf(ascendantSign: number, longitudes: Partial<Record<Planet, number>>): PlanetPosition[] {
  const base: Record<Planet, number> = { Sun: 100, Moon: 130, Mars: 190, Mercury: 110, Jupiter: 250, Venus: 80, Saturn: 300, Rahu: 10, Ketu: 190, ...longitudes };
  base.Ketu = (base.Rahu + 180) % 360;
  return PLANETS.map((name) => {
    const point = describePoint(base[name]);
    return {
      ...point,
      name,
      tropicalLongitude: base[name],
      latitude: 0,
      speed: 1,
      retrograde: name === 'Rahu' || name === 'Ketu',
      house: houseFrom(ascendantSign, point.signIndex),
      dignity: dignityOf(name, point.signIndex, point.degree),
      combust: false,
    };
  });
}
const present = (planets: PlanetPosition[]) => computeYogas(planets).filter((yoga) => yoga.present).map((yoga) => yoga.name);
const sign = (index: number, degree = 15) => index * 30 + degree;

describe('classical yogas (BPHS ch. 35-41, Phaladeepika ch. 6)', () => {
  it('when the yogas are listed, then there are at least 50, each with its rule and source', () => {
    const all = computeYogas(chartOf(0, {}));
    expect(all.length).toBeGreaterThanOrEqual(50);
    expect(new Set(all.map((yoga) => yoga.name)).size).toBe(all.length);
    for (const entry of CLASSICAL_YOGAS) {
      expect(entry.rule.length).toBeGreaterThan(10);
      expect(entry.source.length).toBeGreaterThan(3);
    }
  });

  it('when planets flank the Moon, then Sunapha, Anapha and Durudhara form; with none near it and none in kendras, Kemadruma', () => {
    // Moon in Cancer; Mars in Leo (2nd), Venus in Gemini (12th).
    const flanked = present(chartOf(0, { Moon: sign(3), Mars: sign(4), Venus: sign(2), Sun: sign(8), Mercury: sign(8), Jupiter: sign(9), Saturn: sign(10) }));
    expect(flanked).toEqual(expect.arrayContaining(['Sunapha Yoga', 'Anapha Yoga', 'Durudhara Yoga']));
    expect(flanked).not.toContain('Kemadruma Yoga');
    // Aries ascendant; Moon in Cancer (4th) alone; the others in Virgo/Sagittarius/Aquarius (6, 9, 11): not kendras, not next to the Moon.
    const alone = present(chartOf(0, { Moon: sign(3), Sun: sign(5), Mercury: sign(5), Mars: sign(8), Venus: sign(8), Jupiter: sign(10), Saturn: sign(10) }));
    expect(alone).toContain('Kemadruma Yoga');
  });

  it('when Mercury, Jupiter and Venus fall in the 6th, 7th and 8th from the Moon, then Adhi yoga forms', () => {
    const planets = chartOf(0, { Moon: sign(0), Mercury: sign(5), Jupiter: sign(6), Venus: sign(7), Sun: sign(5, 2) });
    expect(present(planets)).toContain('Adhi Yoga');
  });

  it('when the 9th and 10th lords exchange signs, then Dharma-Karmadhipati, Parivartana and Maha Parivartana form', () => {
    // Aries ascendant: 9th lord Jupiter (Sagittarius), 10th lord Saturn (Capricorn). Jupiter in Capricorn, Saturn in Sagittarius.
    const names = present(chartOf(0, { Jupiter: sign(9), Saturn: sign(8) }));
    expect(names).toEqual(expect.arrayContaining(['Dharma-Karmadhipati Yoga', 'Parivartana Yoga', 'Maha Parivartana Yoga']));
  });

  it('when the 6th lord sits in the 8th, then Harsha (Viparita Raja) yoga forms', () => {
    // Aries ascendant: 6th lord Mercury (Virgo); Mercury in Scorpio, the 8th.
    expect(present(chartOf(0, { Mercury: sign(7), Sun: sign(7, 2) }))).toContain('Harsha Yoga (Viparita Raja)');
  });

  it('when a debilitated planet’s sign lord is in a kendra, then Neecha Bhanga Raja yoga forms', () => {
    // Jupiter debilitated in Capricorn; Saturn (lord of Capricorn) in Aries, the 1st house of an Aries ascendant.
    expect(present(chartOf(0, { Jupiter: sign(9, 5), Saturn: sign(0) }))).toContain('Neecha Bhanga Raja Yoga');
  });

  it('when the seven planets occupy the kendras only, then Kamala yoga and the Sankhya yoga of their sign count form', () => {
    const names = present(chartOf(0, { Sun: sign(0), Moon: sign(3), Mars: sign(6), Mercury: sign(9), Jupiter: sign(0, 20), Venus: sign(3, 20), Saturn: sign(6, 20) }));
    expect(names).toEqual(expect.arrayContaining(['Kamala Yoga', 'Kedara Yoga', 'Rajju Yoga']));
  });

  it('when Jupiter shares Rahu’s sign, then Guru-Chandala is listed; Saturn with the Moon, Vish yoga', () => {
    expect(present(chartOf(0, { Jupiter: sign(0, 20), Rahu: sign(0, 5) }))).toContain('Guru-Chandala Yoga');
    expect(present(chartOf(0, { Saturn: sign(4, 1), Moon: sign(4, 20) }))).toContain('Vish Yoga');
  });
});
