import type { ChartDrawing, Kundli } from '@astrosetu/contracts';
import { SIGN_NAMES } from '../core/vedic-data';

/** What the three renderers draw: the ascendant's sign and the planets by sign, with short labels. */
export interface DrawingModel {
  ascendantSign: number;
  /** Labels per sign index 0-11, e.g. 'Su 12°' or 'Sa(R) 3°'. */
  labelsBySign: string[][];
  title?: string;
}

const ABBREVIATIONS: Record<string, string> = {
  sun: 'Su', moon: 'Mo', mars: 'Ma', mercury: 'Me', jupiter: 'Ju', venus: 'Ve', saturn: 'Sa', rahu: 'Ra', ketu: 'Ke',
  uranus: 'Ur', neptune: 'Ne', pluto: 'Pl', ascendant: 'As', lagna: 'As',
};

export function planetLabel(name: string, degree?: number, retrograde?: boolean): string {
  const abbreviation = ABBREVIATIONS[name.trim().toLowerCase()] ?? name.trim().slice(0, 3);
  const degreeText = degree === undefined ? '' : ` ${Math.floor(degree)}°`;
  return `${abbreviation}${retrograde ? '(R)' : ''}${degreeText}`;
}

export function drawingFromChart(chart: ChartDrawing, title?: string): DrawingModel {
  const labelsBySign: string[][] = Array.from({ length: 12 }, () => []);
  for (const planet of chart.planets) labelsBySign[planet.sign].push(planetLabel(planet.name, planet.degree, planet.retrograde));
  return { ascendantSign: chart.ascendantSign, labelsBySign, ...(title ? { title } : {}) };
}

/** The chart drawing of a computed kundli (Rahu and Ketu are always retrograde, so their (R) is left out). */
export function drawingFromKundli(kundli: Kundli, title?: string): DrawingModel {
  return drawingFromChart(
    {
      ascendantSign: kundli.ascendant.signIndex,
      planets: kundli.planets.map((planet) => ({
        name: planet.name,
        sign: planet.signIndex,
        degree: planet.degree,
        retrograde: planet.retrograde && planet.name !== 'Rahu' && planet.name !== 'Ketu',
      })),
    },
    title,
  );
}

export const signShortName = (index: number) => SIGN_NAMES[index].slice(0, 3);
