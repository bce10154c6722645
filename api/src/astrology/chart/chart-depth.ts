import type { Ascendant, ChartConventions, ChartDepth, PlanetPosition } from '@astrosetu/contracts';
import { grahaDrishti } from '../aspects/graha-drishti';
import { vimshottariTree } from '../dasha/vimshottari-tree';
import { computeYogini } from '../dasha/yogini';
import type { Sky } from '../ephemeris/sky';
import { computeShadbala } from '../strength/shadbala';
import { ASHTAKA_PLANETS, computeAshtakavarga, contributorSigns } from '../strength/ashtakavarga';
import { shodashavarga } from '../varga/vargas';
import { bhavaChalit } from './bhava-chalit';

/** The kundli's deeper parts (contracts chart-depth.ts), from the rashi chart alone. */
export function chartDepth(
  chart: { ascendant: Ascendant; planets: PlanetPosition[]; sky: Sky },
  birthUtcMs: number,
  asOfUtcMs: number,
  conventions: ChartConventions,
  place: { latitude: number; longitude: number; sunriseMs: number | null; sunsetMs: number | null },
): ChartDepth {
  const moon = chart.planets.find((planet) => planet.name === 'Moon')!;
  const ashtakavarga = computeAshtakavarga(contributorSigns(chart));
  return {
    conventions,
    vargas: shodashavarga(chart),
    vimshottari: { levels: 3, mahadashas: vimshottariTree(moon.longitude, birthUtcMs) },
    yogini: computeYogini(moon.longitude, birthUtcMs, asOfUtcMs),
    ashtakavarga: {
      bhinna: Object.fromEntries(ASHTAKA_PLANETS.map((planet) => [planet, ashtakavarga.bhinna[planet]])),
      sarva: ashtakavarga.sarva,
      total: ashtakavarga.sarva.reduce((sum, bindus) => sum + bindus, 0),
    },
    shadbala: computeShadbala({ sky: chart.sky, ascendantLongitude: chart.ascendant.longitude, planets: chart.planets, ...place }),
    drishti: grahaDrishti(chart.planets),
    bhavaChalit: bhavaChalit(chart.ascendant.longitude, chart.planets),
  };
}
