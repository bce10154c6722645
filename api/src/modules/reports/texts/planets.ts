import type { Planet } from '../../../astrology/core/vedic-data';
import type { ReportText } from '../report-text';

/**
 * The nine grahas as a report reads them: what each signifies (karakatva, BPHS ch. 3 and 32), how its dasha
 * feels, and the classical remedies (mantra, gem, day, charity) of Parashari practice. Remedies are traditional
 * guidance and are printed with that caveat. The words are in the catalogue (texts.planet, texts.dignity).
 */
export interface PlanetText {
  /** What the planet signifies: completes "stands for ...". */
  signifies: string;
  /** Its dasha or antardasha in general (the chart-specific part is composed from its houses). */
  dasha: string;
  remedy: { mantra: string; gem: string; day: string; charity: string; practice: string };
}

export function planetText(text: ReportText, planet: Planet): PlanetText {
  return {
    signifies: text.t(`texts.planet.${planet}.signifies`),
    dasha: text.t(`texts.planet.${planet}.dasha`),
    remedy: {
      mantra: text.t(`texts.planet.${planet}.remedy.mantra`),
      gem: text.t(`texts.planet.${planet}.remedy.gem`),
      day: text.t(`texts.planet.${planet}.remedy.day`),
      charity: text.t(`texts.planet.${planet}.remedy.charity`),
      practice: text.t(`texts.planet.${planet}.remedy.practice`),
    },
  };
}

/** The first of a planet's significations ('the soul and self-respect'): the catalogue lists them comma-separated. */
export function firstSignification(text: ReportText, planet: Planet): string {
  return planetText(text, planet).signifies.split(/[,،]/)[0];
}

/** How a planet's dignity by sign shapes its results (BPHS ch. 3), for this planet in this sign. */
export function dignityText(text: ReportText, placement: { name: string; dignity: string; sign: string; signLord: string }): string {
  return text.t(`texts.dignity.${placement.dignity}`, { planet: text.planet(placement.name), sign: text.sign(placement.sign), lord: text.planet(placement.signLord) });
}
