import type { ReportText } from '../report-text';

/**
 * The twelve bhavas (BPHS ch. 11-12): their names, what they govern, and what it means when a house's lord is
 * placed in another house (BPHS ch. 24, "effects of the lords of houses"), reduced to the destination house's
 * character so a report can compose "lord of the 5th in the 10th" from both houses.
 */
export interface HouseText {
  name: string;
  /** What the house governs: completes "governs ...". */
  governs: string;
  /** Short list of its topics, used in lord-placement sentences: "matters of ...". */
  topics: string;
  /** When another house's lord sits here: completes "its matters ...". */
  asDestination: string;
}

export function houseText(text: ReportText, house: number): HouseText {
  return {
    name: text.t(`texts.house.${house}.name`),
    governs: text.t(`texts.house.${house}.governs`),
    topics: text.t(`texts.house.${house}.topics`),
    asDestination: text.t(`texts.house.${house}.asDestination`),
  };
}

/** Houses' classical groups (BPHS ch. 34): which a lord's placement in them favours or strains. */
export const KENDRAS = [1, 4, 7, 10];
export const TRIKONAS = [1, 5, 9];
export const DUSTHANAS = [6, 8, 12];
export const UPACHAYAS = [3, 6, 10, 11];

/** The first topic of a house ('wealth' of 'wealth, family and speech'), for table cells. */
export function firstTopic(text: ReportText, house: number): string {
  return houseText(text, house).topics.split(/,|،| and | और | மற்றும் /)[0].trim();
}
