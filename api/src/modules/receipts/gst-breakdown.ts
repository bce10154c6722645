/** GST on a consumer's payment, which is GST-inclusive: the price the customer paid already holds the tax. */
export const GST_RATE_PERCENT = 18;

export interface GstBreakdown {
  /** Paise: amount x 100/118, rounded to the paisa. */
  taxableValue: number;
  /** Paise: the rest of the amount, so taxable value + GST is exactly what was paid. */
  gst: number;
  cgst: number;
  sgst: number;
}

/**
 * CGST + SGST (9% + 9%), not IGST: these are online services to unregistered consumers whose address we
 * do not collect, and for such supplies the place of supply is the supplier's location (IGST Act
 * s.12(2)(b)), so the supply is intra-state. Should the site collect the buyer's state later, an
 * out-of-state buyer's receipt would show IGST 18% instead.
 */
export function gstBreakdown(amountPaise: number): GstBreakdown {
  const taxableValue = Math.round((amountPaise * 100) / (100 + GST_RATE_PERCENT));
  const gst = amountPaise - taxableValue;
  const cgst = Math.floor(gst / 2);
  return { taxableValue, gst, cgst, sgst: gst - cgst };
}
