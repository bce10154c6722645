import { SIGN_NAMES } from '../../../astrology/core/vedic-data';
import type { ReportText } from '../report-text';

/** How each sign colours what falls in it: as the ascendant, as the Moon's sign, as a planet's manner, and the body it rules. */
export interface SignText {
  /** How a planet in the sign acts: completes "expresses itself ...". */
  style: string;
  ascendant: string;
  moon: string;
  /** Completes "governs ...". */
  body: string;
}

export function signText(text: ReportText, signIndex: number): SignText {
  const sign = SIGN_NAMES[signIndex];
  return {
    style: text.t(`texts.sign.${sign}.style`),
    ascendant: text.t(`texts.sign.${sign}.ascendant`),
    moon: text.t(`texts.sign.${sign}.moon`),
    body: text.t(`texts.sign.${sign}.body`),
  };
}
