import type { PlanetPosition, YogaResult } from '@astrosetu/contracts';
import { EXALTATION_SIGN, MOOLATRIKONA, OWN_SIGNS, SIGN_LORDS, naturalRelation, type Planet, type SevenPlanet } from '../core/vedic-data';

/**
 * Classical yogas beyond Gajakesari, Budhaditya and the Pancha Mahapurusha (yogas.ts). Every rule is stated in
 * `rule`, with its source in `source`; the list, grouped, is in yogas/README.md. Houses are whole-sign houses from
 * the ascendant (or from the Moon or Sun where the rule says so). "Planets" in the lunar and solar yogas exclude
 * the Sun (resp. Moon) and the nodes, as BPHS ch. 37-38 and Phaladeepika ch. 6 do; the Nabhasa yogas (BPHS ch. 35)
 * count the seven planets Sun to Saturn.
 */
type Check = { present: boolean; planets: string[]; detail?: string };
interface Rule {
  name: string;
  rule: string;
  source: string;
  gift: string;
  check: (chart: ChartView) => Check;
}

const SEVEN: readonly SevenPlanet[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
const BENEFICS: readonly Planet[] = ['Jupiter', 'Venus', 'Mercury'];
const MALEFICS: readonly Planet[] = ['Sun', 'Mars', 'Saturn', 'Rahu', 'Ketu'];
const KENDRAS = [1, 4, 7, 10];
const TRIKONAS = [1, 5, 9];
const DUSTHANAS = [6, 8, 12];
const UPACHAYAS = [3, 6, 10, 11];

class ChartView {
  readonly ascendantSign: number;
  private readonly byName: Map<string, PlanetPosition>;
  constructor(readonly planets: PlanetPosition[]) {
    this.byName = new Map(planets.map((planet) => [planet.name, planet]));
    const any = planets[0];
    this.ascendantSign = (any.signIndex - (any.house - 1) + 12) % 12;
  }
  sign(name: Planet): number {
    return this.byName.get(name)!.signIndex;
  }
  house(name: Planet): number {
    return this.byName.get(name)!.house;
  }
  /** House of `name` counted from the sign of `from` (1 = same sign). */
  houseFrom(from: Planet, name: Planet): number {
    return ((this.sign(name) - this.sign(from) + 12) % 12) + 1;
  }
  lordOf(house: number): SevenPlanet {
    return SIGN_LORDS[(this.ascendantSign + house - 1) % 12] as SevenPlanet;
  }
  /** Planets (of `among`) in the given houses counted from `from` (a planet, or the ascendant). */
  inHousesFrom(from: Planet | 'Ascendant', houses: number[], among: readonly Planet[]): Planet[] {
    const base = from === 'Ascendant' ? this.ascendantSign : this.sign(from);
    return among.filter((name) => houses.includes(((this.sign(name) - base + 12) % 12) + 1));
  }
  together(a: Planet, b: Planet): boolean {
    return this.sign(a) === this.sign(b);
  }
  exchange(a: SevenPlanet, b: SevenPlanet): boolean {
    return a !== b && SIGN_LORDS[this.sign(a)] === b && SIGN_LORDS[this.sign(b)] === a;
  }
  mutualSeventh(a: Planet, b: Planet): boolean {
    return this.houseFrom(a, b) === 7;
  }
  /** Conjunct, in exchange, or in mutual 7th aspect: the three classical relations of two lords. */
  related(a: SevenPlanet, b: SevenPlanet): boolean {
    return a === b || this.together(a, b) || this.exchange(a, b) || this.mutualSeventh(a, b);
  }
  dignified(name: Planet): boolean {
    const sign = this.sign(name);
    return EXALTATION_SIGN[name] === sign || OWN_SIGNS[name].includes(sign) || MOOLATRIKONA[name]?.sign === sign;
  }
  debilitated(name: Planet): boolean {
    return (EXALTATION_SIGN[name] + 6) % 12 === this.sign(name);
  }
  /** In a kendra or trikona from the ascendant, or dignified: the "strong lord" several rules ask for. */
  strong(name: Planet): boolean {
    return [...KENDRAS, ...TRIKONAS].includes(this.house(name)) || this.dignified(name);
  }
  waxingMoon(): boolean {
    return (this.byName.get('Moon')!.longitude - this.byName.get('Sun')!.longitude + 360) % 360 < 180;
  }
  distinctSigns(among: readonly Planet[]): number {
    return new Set(among.map((name) => this.sign(name))).size;
  }
}

const withoutLuminariesAndNodes = (exclude: Planet): Planet[] => ['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', ...(exclude === 'Sun' ? [] : ['Moon' as const])].filter((name) => name !== exclude) as Planet[];
const LUNAR_COMPANIONS: readonly Planet[] = ['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
const SOLAR_COMPANIONS = withoutLuminariesAndNodes('Sun').filter((name) => name !== 'Moon');

const found = (present: boolean, planets: string[], detail?: string): Check => ({ present, planets, ...(detail ? { detail } : {}) });
const allIn = (chart: ChartView, houses: number[]) => SEVEN.every((name) => houses.includes(chart.house(name)));
const modality = (sign: number) => sign % 3; // 0 movable, 1 fixed, 2 dual

function lordInHouses(name: string, house: number, houses: number[], source: string, gift: string): Rule {
  return {
    name,
    rule: `The lord of the ${house}th house in the 6th, 8th or 12th house`,
    source,
    gift,
    check: (chart) => {
      const lord = chart.lordOf(house);
      return found(houses.includes(chart.house(lord)), [lord], `the ${house}th lord ${lord} is in house ${chart.house(lord)}`);
    },
  };
}

function sankhya(name: string, count: number, gift: string): Rule {
  return {
    name,
    rule: `The seven planets occupy exactly ${count} sign${count === 1 ? '' : 's'} (Sankhya yoga)`,
    source: 'BPHS ch. 35 (Nabhasa yogas, Sankhya group)',
    gift,
    check: (chart) => found(chart.distinctSigns(SEVEN) === count, [...SEVEN]),
  };
}

function akriti(name: string, houses: number[], description: string, gift: string): Rule {
  return {
    name,
    rule: `All seven planets in houses ${houses.join(', ')} (${description})`,
    source: 'BPHS ch. 35 (Nabhasa yogas, Akriti group)',
    gift,
    check: (chart) => found(allIn(chart, houses), [...SEVEN]),
  };
}

export const CLASSICAL_YOGAS: readonly Rule[] = [
  // Lunar yogas (BPHS ch. 37, Phaladeepika ch. 6)
  {
    name: 'Sunapha Yoga',
    rule: 'A planet other than the Sun and the nodes in the 2nd house from the Moon',
    source: 'BPHS ch. 37; Phaladeepika ch. 6',
    gift: 'self-earned wealth and a good name',
    check: (chart) => { const planets = chart.inHousesFrom('Moon', [2], LUNAR_COMPANIONS); return found(planets.length > 0, ['Moon', ...planets]); },
  },
  {
    name: 'Anapha Yoga',
    rule: 'A planet other than the Sun and the nodes in the 12th house from the Moon',
    source: 'BPHS ch. 37; Phaladeepika ch. 6',
    gift: 'good health, a pleasing manner and renown',
    check: (chart) => { const planets = chart.inHousesFrom('Moon', [12], LUNAR_COMPANIONS); return found(planets.length > 0, ['Moon', ...planets]); },
  },
  {
    name: 'Durudhara Yoga',
    rule: 'Planets other than the Sun and the nodes in both the 2nd and the 12th houses from the Moon',
    source: 'BPHS ch. 37; Phaladeepika ch. 6',
    gift: 'wealth, vehicles and generosity',
    check: (chart) => {
      const second = chart.inHousesFrom('Moon', [2], LUNAR_COMPANIONS);
      const twelfth = chart.inHousesFrom('Moon', [12], LUNAR_COMPANIONS);
      return found(second.length > 0 && twelfth.length > 0, ['Moon', ...second, ...twelfth]);
    },
  },
  {
    name: 'Kemadruma Yoga',
    rule: 'No planet other than the Sun and the nodes in the 2nd or 12th from the Moon, none with the Moon, and none in a kendra from the ascendant (the usual cancellation)',
    source: 'BPHS ch. 37 (with Phaladeepika ch. 6 for the cancellation by planets in kendras)',
    gift: 'a difficult combination: struggle and loneliness until it is relieved',
    check: (chart) => {
      const around = chart.inHousesFrom('Moon', [1, 2, 12], LUNAR_COMPANIONS);
      const inKendra = chart.inHousesFrom('Ascendant', KENDRAS, LUNAR_COMPANIONS);
      return found(around.length === 0 && inKendra.length === 0, ['Moon']);
    },
  },
  {
    name: 'Chandra-Mangala Yoga',
    rule: 'The Moon and Mars in the same sign',
    source: 'Phaladeepika ch. 6',
    gift: 'earning through enterprise and trade',
    check: (chart) => found(chart.together('Moon', 'Mars'), ['Moon', 'Mars']),
  },
  {
    name: 'Adhi Yoga',
    rule: 'Mercury, Jupiter and Venus in the 6th, 7th and 8th houses from the Moon',
    source: 'BPHS ch. 37; Phaladeepika ch. 6',
    gift: 'leadership, comfort and a long life',
    check: (chart) => found(chart.inHousesFrom('Moon', [6, 7, 8], BENEFICS).length === 3, ['Moon', ...BENEFICS]),
  },
  {
    name: 'Lagnadhi Yoga',
    rule: 'Mercury, Jupiter and Venus in the 6th, 7th and 8th houses from the ascendant',
    source: 'Phaladeepika ch. 6',
    gift: 'a learned and respected life',
    check: (chart) => found(chart.inHousesFrom('Ascendant', [6, 7, 8], BENEFICS).length === 3, [...BENEFICS]),
  },
  {
    name: 'Vasumati Yoga',
    rule: 'Mercury, Jupiter and Venus all in upachaya houses (3, 6, 10, 11) from the Moon',
    source: 'Phaladeepika ch. 6',
    gift: 'lasting wealth',
    check: (chart) => found(chart.inHousesFrom('Moon', UPACHAYAS, BENEFICS).length === 3, ['Moon', ...BENEFICS]),
  },
  {
    name: 'Shakata Yoga',
    rule: 'Jupiter in the 6th or 8th house from the Moon, and not in a kendra from the ascendant (which cancels it)',
    source: 'Phaladeepika ch. 6; BPHS ch. 36',
    gift: 'a difficult combination: fortunes that rise and fall like a cart wheel',
    check: (chart) => found([6, 8].includes(chart.houseFrom('Moon', 'Jupiter')) && !KENDRAS.includes(chart.house('Jupiter')), ['Moon', 'Jupiter']),
  },
  {
    name: 'Amala Yoga',
    rule: 'Only natural benefics (Mercury, Jupiter, Venus) in the 10th house from the ascendant or the Moon, at least one',
    source: 'Phaladeepika ch. 6',
    gift: 'a spotless reputation and good deeds',
    check: (chart) => {
      for (const from of ['Ascendant', 'Moon'] as const) {
        const tenth = chart.inHousesFrom(from, [10], ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu']).filter((name) => name !== from);
        if (tenth.length > 0 && tenth.every((name) => BENEFICS.includes(name))) return found(true, tenth);
      }
      return found(false, []);
    },
  },
  // Solar yogas (BPHS ch. 38, Phaladeepika ch. 6)
  {
    name: 'Veshi Yoga',
    rule: 'A planet other than the Moon and the nodes in the 2nd house from the Sun',
    source: 'BPHS ch. 38; Phaladeepika ch. 6',
    gift: 'truthfulness and a balanced outlook',
    check: (chart) => { const planets = chart.inHousesFrom('Sun', [2], SOLAR_COMPANIONS); return found(planets.length > 0, ['Sun', ...planets]); },
  },
  {
    name: 'Vasi Yoga',
    rule: 'A planet other than the Moon and the nodes in the 12th house from the Sun',
    source: 'BPHS ch. 38; Phaladeepika ch. 6',
    gift: 'skill, charity and fame',
    check: (chart) => { const planets = chart.inHousesFrom('Sun', [12], SOLAR_COMPANIONS); return found(planets.length > 0, ['Sun', ...planets]); },
  },
  {
    name: 'Ubhayachari Yoga',
    rule: 'Planets other than the Moon and the nodes in both the 2nd and the 12th houses from the Sun',
    source: 'BPHS ch. 38; Phaladeepika ch. 6',
    gift: 'the status of a king’s equal and eloquence',
    check: (chart) => {
      const second = chart.inHousesFrom('Sun', [2], SOLAR_COMPANIONS);
      const twelfth = chart.inHousesFrom('Sun', [12], SOLAR_COMPANIONS);
      return found(second.length > 0 && twelfth.length > 0, ['Sun', ...second, ...twelfth]);
    },
  },
  // Raja and dhana yogas (BPHS ch. 39-41)
  {
    name: 'Kendra-Trikona Raja Yoga',
    rule: 'A kendra lord (4th, 7th, 10th) and a trikona lord (5th, 9th) conjunct, in exchange or in mutual 7th aspect',
    source: 'BPHS ch. 39',
    gift: 'authority and success through one’s own effort',
    check: (chart) => {
      for (const kendra of [4, 7, 10]) {
        for (const trikona of [5, 9]) {
          const a = chart.lordOf(kendra);
          const b = chart.lordOf(trikona);
          if (a !== b && chart.related(a, b)) return found(true, [a, b], `lords of the ${kendra}th (${a}) and ${trikona}th (${b})`);
        }
      }
      return found(false, []);
    },
  },
  {
    name: 'Dharma-Karmadhipati Yoga',
    rule: 'The lords of the 9th and 10th houses conjunct, in exchange or in mutual 7th aspect (or one planet ruling both)',
    source: 'BPHS ch. 39',
    gift: 'a career that follows one’s dharma, and recognition',
    check: (chart) => found(chart.related(chart.lordOf(9), chart.lordOf(10)), [chart.lordOf(9), chart.lordOf(10)]),
  },
  {
    name: 'Dhana Yoga',
    rule: 'The lords of the 2nd and 11th houses conjunct, in exchange or in mutual 7th aspect',
    source: 'BPHS ch. 41',
    gift: 'accumulated wealth',
    check: (chart) => found(chart.lordOf(2) !== chart.lordOf(11) && chart.related(chart.lordOf(2), chart.lordOf(11)), [chart.lordOf(2), chart.lordOf(11)]),
  },
  {
    name: 'Lakshmi Yoga',
    rule: 'The 9th lord in its own or exaltation sign in a kendra or trikona, and the ascendant lord strong (in a kendra or trikona, or dignified)',
    source: 'BPHS ch. 41',
    gift: 'prosperity, learning and a noble life',
    check: (chart) => {
      const ninth = chart.lordOf(9);
      return found(chart.dignified(ninth) && [...KENDRAS, ...TRIKONAS].includes(chart.house(ninth)) && chart.strong(chart.lordOf(1)), [ninth, chart.lordOf(1)]);
    },
  },
  lordInHouses('Harsha Yoga (Viparita Raja)', 6, DUSTHANAS, 'Phaladeepika ch. 6 (Viparita Raja yogas)', 'victory over enemies and good health'),
  lordInHouses('Sarala Yoga (Viparita Raja)', 8, DUSTHANAS, 'Phaladeepika ch. 6 (Viparita Raja yogas)', 'fearlessness and long life'),
  lordInHouses('Vimala Yoga (Viparita Raja)', 12, DUSTHANAS, 'Phaladeepika ch. 6 (Viparita Raja yogas)', 'thrift and independence'),
  {
    name: 'Neecha Bhanga Raja Yoga',
    rule: 'A debilitated planet whose debilitation-sign lord or exaltation-sign lord is in a kendra from the ascendant or the Moon',
    source: 'Phaladeepika ch. 7',
    gift: 'a weakness turned into strength: rise after early setbacks',
    check: (chart) => {
      for (const name of SEVEN) {
        if (!chart.debilitated(name)) continue;
        const lords = [SIGN_LORDS[chart.sign(name)], SIGN_LORDS[EXALTATION_SIGN[name]]] as Planet[];
        const rescuer = lords.find((lord) => KENDRAS.includes(chart.house(lord)) || KENDRAS.includes(chart.houseFrom('Moon', lord)));
        if (rescuer) return found(true, [name, rescuer], `${name} is debilitated; ${rescuer} is in a kendra`);
      }
      return found(false, []);
    },
  },
  {
    name: 'Parivartana Yoga',
    rule: 'Two planets each in the other’s sign (exchange of signs)',
    source: 'BPHS ch. 39; Phaladeepika ch. 6',
    gift: 'the two houses involved support each other',
    check: (chart) => {
      for (let i = 0; i < SEVEN.length; i += 1) for (let j = i + 1; j < SEVEN.length; j += 1) if (chart.exchange(SEVEN[i], SEVEN[j])) return found(true, [SEVEN[i], SEVEN[j]]);
      return found(false, []);
    },
  },
  {
    name: 'Maha Parivartana Yoga',
    rule: 'An exchange of signs between the lords of two of the houses 1, 2, 4, 5, 7, 9, 10, 11',
    source: 'Phaladeepika ch. 6',
    gift: 'wealth, status and good fortune',
    check: (chart) => {
      const good = [1, 2, 4, 5, 7, 9, 10, 11];
      for (const a of good) for (const b of good) if (a < b && chart.exchange(chart.lordOf(a), chart.lordOf(b))) return found(true, [chart.lordOf(a), chart.lordOf(b)]);
      return found(false, []);
    },
  },
  {
    name: 'Saraswati Yoga',
    rule: 'Jupiter, Venus and Mercury in kendras, trikonas or the 2nd house, Jupiter in its own, exaltation or a friend’s sign',
    source: 'Phaladeepika ch. 6',
    gift: 'learning, eloquence and the arts',
    check: (chart) => {
      const places = [...KENDRAS, ...TRIKONAS, 2];
      const jupiterWell = chart.dignified('Jupiter') || naturalRelation('Jupiter', SIGN_LORDS[chart.sign('Jupiter')] as SevenPlanet) === 'friend';
      return found(BENEFICS.every((name) => places.includes(chart.house(name))) && jupiterWell, [...BENEFICS]);
    },
  },
  {
    name: 'Chamara Yoga',
    rule: 'The ascendant lord exalted in a kendra and aspected by Jupiter (7th, 5th or 9th from Jupiter)',
    source: 'BPHS ch. 39 (as in Phaladeepika ch. 6)',
    gift: 'honour from rulers and eloquence',
    check: (chart) => {
      const lord = chart.lordOf(1);
      const aspected = [5, 7, 9].includes(chart.houseFrom('Jupiter', lord)) || lord === 'Jupiter';
      return found(EXALTATION_SIGN[lord] === chart.sign(lord) && KENDRAS.includes(chart.house(lord)) && aspected, [lord, 'Jupiter']);
    },
  },
  {
    name: 'Kahala Yoga',
    rule: 'The lords of the 4th and 9th houses in mutual kendras, and the ascendant lord strong',
    source: 'Phaladeepika ch. 6',
    gift: 'boldness and command',
    check: (chart) => {
      const a = chart.lordOf(4);
      const b = chart.lordOf(9);
      return found(a !== b && KENDRAS.includes(chart.houseFrom(a, b)) && chart.strong(chart.lordOf(1)), [a, b]);
    },
  },
  {
    name: 'Shankha Yoga',
    rule: 'The lords of the 5th and 6th houses in mutual kendras, and the ascendant lord strong',
    source: 'Phaladeepika ch. 6',
    gift: 'a humane, learned and long life',
    check: (chart) => {
      const a = chart.lordOf(5);
      const b = chart.lordOf(6);
      return found(a !== b && KENDRAS.includes(chart.houseFrom(a, b)) && chart.strong(chart.lordOf(1)), [a, b]);
    },
  },
  {
    name: 'Bheri Yoga',
    rule: 'Venus, Jupiter and the ascendant lord in kendras, and the 9th lord strong',
    source: 'Phaladeepika ch. 6',
    gift: 'a long, prosperous and righteous life',
    check: (chart) => found(['Venus', 'Jupiter', chart.lordOf(1)].every((name) => KENDRAS.includes(chart.house(name as Planet))) && chart.strong(chart.lordOf(9)), ['Venus', 'Jupiter', chart.lordOf(1)]),
  },
  {
    name: 'Parvata Yoga',
    rule: 'Natural benefics in kendras and the 6th and 8th houses empty or held by benefics only',
    source: 'Phaladeepika ch. 6',
    gift: 'fortune, charity and fame',
    check: (chart) => {
      const inKendra = chart.inHousesFrom('Ascendant', KENDRAS, BENEFICS);
      const sixEight = chart.inHousesFrom('Ascendant', [6, 8], [...SEVEN, 'Rahu', 'Ketu']);
      return found(inKendra.length > 0 && sixEight.every((name) => BENEFICS.includes(name)), inKendra);
    },
  },
  {
    name: 'Shubha Kartari Yoga',
    rule: 'Natural benefics in both the 2nd and the 12th houses from the ascendant',
    source: 'Phaladeepika ch. 6',
    gift: 'the ascendant protected: good health and character',
    check: (chart) => { const second = chart.inHousesFrom('Ascendant', [2], BENEFICS); const twelfth = chart.inHousesFrom('Ascendant', [12], BENEFICS); return found(second.length > 0 && twelfth.length > 0, [...second, ...twelfth]); },
  },
  {
    name: 'Papa Kartari Yoga',
    rule: 'Natural malefics in both the 2nd and the 12th houses from the ascendant',
    source: 'Phaladeepika ch. 6',
    gift: 'a difficult combination: the self hemmed in by pressures',
    check: (chart) => { const second = chart.inHousesFrom('Ascendant', [2], MALEFICS); const twelfth = chart.inHousesFrom('Ascendant', [12], MALEFICS); return found(second.length > 0 && twelfth.length > 0, [...second, ...twelfth]); },
  },
  {
    name: 'Guru-Mangala Yoga',
    rule: 'Jupiter and Mars in the same sign or in mutual 7th aspect',
    source: 'Phaladeepika ch. 6',
    gift: 'energy guided by wisdom',
    check: (chart) => found(chart.together('Jupiter', 'Mars') || chart.mutualSeventh('Jupiter', 'Mars'), ['Jupiter', 'Mars']),
  },
  {
    name: 'Daridra Yoga',
    rule: 'The lord of the 11th house in the 6th, 8th or 12th house',
    source: 'Phaladeepika ch. 6',
    gift: 'a difficult combination: gains that slip away',
    check: (chart) => found(DUSTHANAS.includes(chart.house(chart.lordOf(11))), [chart.lordOf(11)]),
  },
  // Combinations with the nodes and luminaries that almanacs list as doshas
  {
    name: 'Guru-Chandala Yoga',
    rule: 'Jupiter in the same sign as Rahu or Ketu',
    source: 'as listed by Indian almanacs (after Jataka Parijata’s Chandala yoga)',
    gift: 'a difficult combination: unorthodox views, trouble with teachers',
    check: (chart) => found(chart.together('Jupiter', 'Rahu') || chart.together('Jupiter', 'Ketu'), ['Jupiter']),
  },
  {
    name: 'Grahan Yoga',
    rule: 'The Sun or the Moon in the same sign as Rahu or Ketu',
    source: 'as listed by Indian almanacs',
    gift: 'a difficult combination: the luminary eclipsed, confidence or peace of mind tested',
    check: (chart) => found(['Sun', 'Moon'].some((light) => chart.together(light as Planet, 'Rahu') || chart.together(light as Planet, 'Ketu')), ['Sun', 'Moon']),
  },
  {
    name: 'Angarak Yoga',
    rule: 'Mars in the same sign as Rahu or Ketu',
    source: 'as listed by Indian almanacs',
    gift: 'a difficult combination: anger and accidents to guard against',
    check: (chart) => found(chart.together('Mars', 'Rahu') || chart.together('Mars', 'Ketu'), ['Mars']),
  },
  {
    name: 'Shrapit Yoga',
    rule: 'Saturn in the same sign as Rahu',
    source: 'as listed by Indian almanacs',
    gift: 'a difficult combination: delays that need patience',
    check: (chart) => found(chart.together('Saturn', 'Rahu'), ['Saturn', 'Rahu']),
  },
  {
    name: 'Vish Yoga',
    rule: 'Saturn and the Moon in the same sign',
    source: 'as listed by Indian almanacs (Saturn-Moon conjunction, Phaladeepika ch. 18)',
    gift: 'a difficult combination: a heavy, anxious mind',
    check: (chart) => found(chart.together('Saturn', 'Moon'), ['Saturn', 'Moon']),
  },
  // Nabhasa yogas (BPHS ch. 35): Ashraya, Akriti and Sankhya groups
  {
    name: 'Rajju Yoga',
    rule: 'All seven planets in movable signs (Aries, Cancer, Libra, Capricorn)',
    source: 'BPHS ch. 35 (Ashraya group)',
    gift: 'love of travel',
    check: (chart) => found(SEVEN.every((name) => modality(chart.sign(name)) === 0), [...SEVEN]),
  },
  {
    name: 'Musala Yoga',
    rule: 'All seven planets in fixed signs (Taurus, Leo, Scorpio, Aquarius)',
    source: 'BPHS ch. 35 (Ashraya group)',
    gift: 'steadiness and pride',
    check: (chart) => found(SEVEN.every((name) => modality(chart.sign(name)) === 1), [...SEVEN]),
  },
  {
    name: 'Nala Yoga',
    rule: 'All seven planets in dual signs (Gemini, Virgo, Sagittarius, Pisces)',
    source: 'BPHS ch. 35 (Ashraya group)',
    gift: 'versatility',
    check: (chart) => found(SEVEN.every((name) => modality(chart.sign(name)) === 2), [...SEVEN]),
  },
  akriti('Kamala Yoga', [1, 4, 7, 10], 'all in the kendras', 'fame and virtue'),
  akriti('Vapi Yoga', [2, 5, 8, 11], 'all in the panapharas', 'hoarded wealth'),
  akriti('Yupa Yoga', [1, 2, 3, 4], 'the four houses from the ascendant', 'a sacrificing, charitable nature'),
  akriti('Shara Yoga', [4, 5, 6, 7], 'the four houses from the 4th', 'skill with weapons and tools'),
  akriti('Shakti Yoga', [7, 8, 9, 10], 'the four houses from the 7th', 'endurance'),
  akriti('Danda Yoga', [10, 11, 12, 1], 'the four houses from the 10th', 'hard work for others'),
  akriti('Shakata (Nabhasa) Yoga', [1, 7], 'the 1st and 7th houses only', 'labour and changing fortunes'),
  akriti('Vihaga Yoga', [4, 10], 'the 4th and 10th houses only', 'travel and messages'),
  sankhya('Gola Yoga', 1, 'a hard life that wanders'),
  sankhya('Yuga Yoga', 2, 'unorthodox views'),
  sankhya('Shoola Yoga', 3, 'sharpness and courage'),
  sankhya('Kedara Yoga', 4, 'usefulness to others, farming'),
  sankhya('Pasha Yoga', 5, 'many dependants and ties'),
  sankhya('Dama Yoga', 6, 'generosity'),
  sankhya('Veena Yoga', 7, 'love of music and the arts'),
];

export function classicalYogas(planets: PlanetPosition[]): YogaResult[] {
  const chart = new ChartView(planets);
  return CLASSICAL_YOGAS.map((entry) => {
    const result = entry.check(chart);
    return {
      name: entry.name,
      present: result.present,
      rule: entry.rule,
      source: entry.source,
      description: result.present
        ? `Formed${result.detail ? ` (${result.detail})` : ` by ${[...new Set(result.planets)].join(', ')}`}: ${entry.gift}.`
        : `Not formed: ${entry.rule.charAt(0).toLowerCase()}${entry.rule.slice(1)}.`,
      planets: [...new Set(result.planets)],
    };
  });
}
