/** GST on a consumer's payment, which is GST-inclusive: the price the customer paid already holds the tax. */
export const GST_RATE_PERCENT = 18;

export interface GstBreakdown {
  /** Paise: amount x 100/118, rounded to the paisa. */
  taxableValue: number;
  /** Paise: the rest of the amount, so taxable value + GST is exactly what was paid. */
  gst: number;
  /** Intra-state supplies: the GST halved, CGST rounded down and SGST (or UTGST) the rest, so the two add up to it. */
  cgst: number;
  sgst: number;
  /** Inter-state supplies: all of the GST (CGST and SGST are then 0). */
  igst: number;
  interState: boolean;
}

/**
 * The GST-inclusive `amountPaise` split into taxable value and tax so every part is whole paise and they add up
 * exactly: tax = total - round(total / 1.18); intra-state CGST = floor(tax / 2), SGST = tax - CGST; inter-state
 * IGST = tax (IGST Act s.5). Whether the supply is inter-state is the place of supply's business (place-of-supply.ts).
 */
export function gstBreakdown(amountPaise: number, options: { interState?: boolean } = {}): GstBreakdown {
  const taxableValue = Math.round((amountPaise * 100) / (100 + GST_RATE_PERCENT));
  const gst = amountPaise - taxableValue;
  if (options.interState) return { taxableValue, gst, cgst: 0, sgst: 0, igst: gst, interState: true };
  const cgst = Math.floor(gst / 2);
  return { taxableValue, gst, cgst, sgst: gst - cgst, igst: 0, interState: false };
}
