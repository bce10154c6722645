import type { Ascendant, ChartConventions, ChartDepth, KundliDepth, KundliSection, PlanetPosition } from '@astrosetu/contracts';
import { grahaDrishti } from '../aspects/graha-drishti';
import { vimshottariTree } from '../dasha/vimshottari-tree';
import { computeYogini } from '../dasha/yogini';
import type { Sky } from '../ephemeris/sky';
import { computeShadbala } from '../strength/shadbala';
import { ASHTAKA_PLANETS, computeAshtakavarga, contributorSigns } from '../strength/ashtakavarga';
import { shodashavarga, vargaChart } from '../varga/vargas';
import { bhavaChalit } from './bhava-chalit';

type DepthChart = { ascendant: Ascendant; planets: PlanetPosition[]; sky: Sky };
type DepthPlace = { latitude: number; longitude: number; sunriseMs: number | null; sunsetMs: number | null };

export const ALL_KUNDLI_SECTIONS: readonly KundliSection[] = ['vargas', 'dasha', 'ashtakavarga', 'shadbala'];

/**
 * The kundli's deeper parts (contracts chart-depth.ts), from the rashi chart alone, computing only the `sections`
 * asked for (issue 37): the conventions, aspects, bhava chalit and D9/D10 always, the rest on request.
 */
export function chartDepthSections(
  chart: DepthChart,
  birthUtcMs: number,
  asOfUtcMs: number,
  conventions: ChartConventions,
  place: DepthPlace,
  sections: readonly KundliSection[],
): KundliDepth {
  const moon = chart.planets.find((planet) => planet.name === 'Moon')!;
  const asked = (section: KundliSection) => sections.includes(section);
  const depth: KundliDepth = {
    conventions,
    // The overview draws the Navamsa and the Dashamsa under the rashi chart: those two come with every answer.
    vargas: asked('vargas') ? shodashavarga(chart) : [vargaChart(chart, 9), vargaChart(chart, 10)],
    drishti: grahaDrishti(chart.planets),
    bhavaChalit: bhavaChalit(chart.ascendant.longitude, chart.planets),
  };
  if (asked('dasha')) {
    depth.vimshottari = { levels: 3, mahadashas: vimshottariTree(moon.longitude, birthUtcMs) };
    depth.yogini = computeYogini(moon.longitude, birthUtcMs, asOfUtcMs);
  }
  if (asked('ashtakavarga')) {
    const ashtakavarga = computeAshtakavarga(contributorSigns(chart));
    depth.ashtakavarga = {
      bhinna: Object.fromEntries(ASHTAKA_PLANETS.map((planet) => [planet, ashtakavarga.bhinna[planet]])),
      sarva: ashtakavarga.sarva,
      total: ashtakavarga.sarva.reduce((sum, bindus) => sum + bindus, 0),
    };
  }
  if (asked('shadbala')) {
    depth.shadbala = computeShadbala({ sky: chart.sky, ascendantLongitude: chart.ascendant.longitude, planets: chart.planets, ...place });
  }
  return depth;
}

/** Every depth section (reports, chart images, transits and the engine's tests read them all). */
export function chartDepth(chart: DepthChart, birthUtcMs: number, asOfUtcMs: number, conventions: ChartConventions, place: DepthPlace): ChartDepth {
  return chartDepthSections(chart, birthUtcMs, asOfUtcMs, conventions, place, ALL_KUNDLI_SECTIONS) as ChartDepth;
}
