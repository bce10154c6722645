import type { Planet } from '../../../astrology/core/vedic-data';
import type { ReportText } from '../report-text';

/**
 * Each graha in each of the twelve houses (BPHS ch. 24-25, Phaladeepika ch. 8, Saravali), condensed to what a
 * reader can use: the significations the placement strengthens or strains. The texts are in the catalogue
 * (texts.planetInHouse.<planet>.<house>).
 */
export function planetInHouseText(text: ReportText, planet: Planet, house: number): string {
  return text.t(`texts.planetInHouse.${planet}.${house}`);
}
