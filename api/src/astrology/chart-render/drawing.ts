import type { ChartDrawing, Kundli, UiLanguage } from '@astrosetu/contracts';
import { SIGN_NAMES } from '../core/vedic-data';
import { chartWords, type ChartWords } from './chart-words';

/** What the three renderers draw: the ascendant's sign and the planets by sign, with short labels. */
export interface DrawingModel {
  ascendantSign: number;
  /** Labels per sign index 0-11, e.g. 'Su 12°' or 'Sa(R) 3°'. */
  labelsBySign: string[][];
  title?: string;
  /** The chart's own words (Asc, Lagna, sign names) in Hindi or Tamil; English when absent. */
  words?: ChartWords;
}

const ABBREVIATIONS: Record<string, string> = {
  sun: 'Su', moon: 'Mo', mars: 'Ma', mercury: 'Me', jupiter: 'Ju', venus: 'Ve', saturn: 'Sa', rahu: 'Ra', ketu: 'Ke',
  uranus: 'Ur', neptune: 'Ne', pluto: 'Pl', ascendant: 'As', lagna: 'As',
};

export function planetLabel(name: string, degree?: number, retrograde?: boolean, words?: ChartWords): string {
  const abbreviation = words?.planet(name) ?? ABBREVIATIONS[name.trim().toLowerCase()] ?? name.trim().slice(0, 3);
  const degreeText = degree === undefined ? '' : ` ${Math.floor(degree)}°`;
  return `${abbreviation}${retrograde ? (words?.retrograde ?? '(R)') : ''}${degreeText}`;
}

/** A chart's drawing; Hindi and Tamil write the grahas, signs and the chart's words in their script. */
export function drawingFromChart(chart: ChartDrawing, title?: string, language: UiLanguage = 'en'): DrawingModel {
  const words = language === 'en' ? undefined : chartWords(language);
  const labelsBySign: string[][] = Array.from({ length: 12 }, () => []);
  for (const planet of chart.planets) labelsBySign[planet.sign].push(planetLabel(planet.name, planet.degree, planet.retrograde, words));
  return { ascendantSign: chart.ascendantSign, labelsBySign, ...(title ? { title } : {}), ...(words ? { words } : {}) };
}

/** The chart drawing of a computed kundli (Rahu and Ketu are always retrograde, so their (R) is left out). */
export function drawingFromKundli(kundli: Kundli, title?: string, language: UiLanguage = 'en'): DrawingModel {
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
    language,
  );
}

export const signShortName = (index: number) => SIGN_NAMES[index].slice(0, 3);
