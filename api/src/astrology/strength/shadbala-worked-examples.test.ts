import type { ChartConventions } from '@astrosetu/contracts';
import { computeKundli, resolveMoment } from '..';

/**
 * Shadbala against two published worked examples, in virupas (60 to a rupa), planets Sun to Saturn. The figures are
 * the books' as transcribed in PyJHora's test suite (github.com/naturalstupid/PyJHora, src/jhora/tests/pvr_tests.py,
 * shadbala_VPJainBook_tests and shadbala_BVRamanBook_tests, V4.8.5).
 *
 * Tolerances and the conventions they allow:
 * - sthana, dig, kala, drik: 1.5 virupas (the books' positions are to the arc-minute from older ephemerides, their
 *   kranti from a table);
 * - cheshta: 5 virupas (the books take the mean planet and sighrocca from epoch tables; we use the true Sun and the
 *   true heliocentric planet);
 * - total: 0.15 rupa, after the listed per-planet differences.
 * Listed differences (each asserted to be what it is, not hidden in a tolerance):
 * - V. P. Jain counts the whole sign as moolatrikona in the rashi chart (Sun 26°21' Leo, Mercury 20°31' Virgo get
 *   45 virupas); we keep BPHS's arcs (Leo 0-20°, Virgo 16-20°) and give own sign, 30: 15 virupas less in sthana.
 * - Raman's Mars dig bala is transcribed as 64.30, above the 60 any dig bala can reach; ours is compared to the
 *   other components only, and the total is corrected by the difference.
 */
type Component = 'sthana' | 'dig' | 'kala' | 'chesta' | 'naisargika' | 'drik';
interface WorkedExample {
  source: string;
  input: Parameters<typeof resolveMoment>[0];
  conventions: ChartConventions;
  expected: Record<Component | 'total', number[]>;
  /** Reference minus ours, in virupas, for the listed convention differences. */
  known: Partial<Record<Component, Record<string, number>>>;
  skip?: Partial<Record<Component, string[]>>;
}

const EXAMPLES: WorkedExample[] = [
  {
    source: 'V. P. Jain, "Shadbala and Bhavabala": 13 September 1981, 01:30 IST, 28°39′N 77°13′E, Lahiri',
    input: { date: '1981-09-13', time: '01:30', latitude: 28 + 39 / 60, longitude: 77 + 13 / 60, timezone: 'UTC+05:30' },
    conventions: { ayanamsa: 'lahiri', nodes: 'mean', positions: 'apparent' },
    expected: {
      sthana: [172.04, 77.17, 184.94, 238.16, 152.98, 198.08, 206.31],
      dig: [6.59, 12.22, 20.99, 31.97, 31.99, 53.29, 26.67],
      kala: [81.8, 205.85, 158.08, 210.68, 144.22, 135.89, 139.56],
      chesta: [0, 0, 20.93, 28.76, 8.43, 28.18, 5.05],
      naisargika: [60, 51.43, 17.14, 25.71, 34.29, 42.86, 8.57],
      drik: [11.24, -0.32, -5.1, 4.29, 4.32, -2.86, 5.82],
      total: [331.67, 346.35, 396.98, 539.57, 376.23, 455.45, 391.98],
    },
    known: { sthana: { Sun: 15, Mercury: 15 } },
  },
  {
    source: 'B. V. Raman, "Graha and Bhava Balas", example chart: 16 October 1918, 14:22:16 IST, 13°N 77°35′E, Raman ayanamsa',
    input: { date: '1918-10-16', time: '14:22:16', latitude: 13, longitude: 77 + 35 / 60, timezone: 'UTC+05:30' },
    conventions: { ayanamsa: 'raman', nodes: 'mean', positions: 'apparent' },
    expected: {
      sthana: [198, 126.5, 172.06, 279.5, 157.58, 178.2, 177.3],
      dig: [48.1, 31.56, 64.3, 21.09, 11.5, 15.15, 58.02],
      kala: [102.98, 202.04, 30.06, 192.79, 211.18, 115.53, 116.97],
      chesta: [0, 0, 22.23, 2.3, 35.26, 5.95, 21.14],
      naisargika: [60, 51.43, 17.14, 25.7, 34.28, 42.85, 8.57],
      drik: [15.86, -21.73, 0.95, 15.64, -16.04, 18.47, 7.21],
      total: [424.24, 389.8, 306.2, 537.02, 433.71, 376.15, 389.21],
    },
    known: {},
    skip: { dig: ['Mars'] },
  },
];

const TOLERANCE: Record<Component, number> = { sthana: 1.5, dig: 1.5, kala: 1.5, chesta: 5, naisargika: 0.6, drik: 1.5 };
const COMPONENTS = Object.keys(TOLERANCE) as Component[];

describe.each(EXAMPLES)('shadbala against a published worked example: $source', (example) => {
  const moment = resolveMoment(example.input);
  const rows = computeKundli(moment, moment.utcMs, example.conventions).depth.shadbala;
  // Ours are rounded to 0.01 rupa (0.6 virupa): compare in virupas.
  const ours = (row: Record<Component | 'total', number>, component: Component | 'total') => row[component] * 60;

  it.each(COMPONENTS)('when %s bala is computed, then each planet is within its tolerance of the book', (component) => {
    rows.forEach((row, i) => {
      if (example.skip?.[component]?.includes(row.planet)) return;
      const known = example.known[component]?.[row.planet] ?? 0;
      const difference = example.expected[component][i] - ours(row, component) - known;
      expect({ planet: row.planet, component, within: Math.abs(difference) <= TOLERANCE[component] + 0.3 }).toEqual({ planet: row.planet, component, within: true });
    });
  });

  it('when the six are added, then each total is within 0.15 rupa of the book, after the listed differences', () => {
    rows.forEach((row, i) => {
      const known = COMPONENTS.reduce((sum, component) => sum + (example.known[component]?.[row.planet] ?? 0), 0);
      const skipped = COMPONENTS.reduce((sum, component) => sum + (example.skip?.[component]?.includes(row.planet) ? example.expected[component][i] - ours(row, component) : 0), 0);
      const difference = (example.expected.total[i] - known - skipped) / 60 - row.total;
      expect({ planet: row.planet, within: Math.abs(difference) <= 0.15 }).toEqual({ planet: row.planet, within: true });
    });
  });
});
