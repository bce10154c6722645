import type { ReportText } from '../report-text';

/** The 27 nakshatras: deity, symbol, the quality a planet takes on there, and the nature of one born with the Moon in it. */
export interface NakshatraText {
  deity: string;
  symbol: string;
  /** Completes "takes on ...". */
  quality: string;
  birth: string;
}

/** By nakshatra number (1 Ashwini ... 27 Revati). */
export function nakshatraText(text: ReportText, number: number): NakshatraText {
  return {
    deity: text.t(`texts.nakshatra.${number}.deity`),
    symbol: text.t(`texts.nakshatra.${number}.symbol`),
    quality: text.t(`texts.nakshatra.${number}.quality`),
    birth: text.t(`texts.nakshatra.${number}.birth`),
  };
}
