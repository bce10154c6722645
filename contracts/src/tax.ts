import { z } from 'zod';

/**
 * Indian GST: the states and union territories by their GST state code (the first two digits of a GSTIN),
 * the customer's billing state on their profile, and the tax documents the API issues (docs/tax.md).
 */
export const gstStates = [
  { code: '01', name: 'Jammu and Kashmir', ut: false },
  { code: '02', name: 'Himachal Pradesh', ut: false },
  { code: '03', name: 'Punjab', ut: false },
  { code: '04', name: 'Chandigarh', ut: true },
  { code: '05', name: 'Uttarakhand', ut: false },
  { code: '06', name: 'Haryana', ut: false },
  { code: '07', name: 'Delhi', ut: false },
  { code: '08', name: 'Rajasthan', ut: false },
  { code: '09', name: 'Uttar Pradesh', ut: false },
  { code: '10', name: 'Bihar', ut: false },
  { code: '11', name: 'Sikkim', ut: false },
  { code: '12', name: 'Arunachal Pradesh', ut: false },
  { code: '13', name: 'Nagaland', ut: false },
  { code: '14', name: 'Manipur', ut: false },
  { code: '15', name: 'Mizoram', ut: false },
  { code: '16', name: 'Tripura', ut: false },
  { code: '17', name: 'Meghalaya', ut: false },
  { code: '18', name: 'Assam', ut: false },
  { code: '19', name: 'West Bengal', ut: false },
  { code: '20', name: 'Jharkhand', ut: false },
  { code: '21', name: 'Odisha', ut: false },
  { code: '22', name: 'Chhattisgarh', ut: false },
  { code: '23', name: 'Madhya Pradesh', ut: false },
  { code: '24', name: 'Gujarat', ut: false },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', ut: true },
  { code: '27', name: 'Maharashtra', ut: false },
  { code: '29', name: 'Karnataka', ut: false },
  { code: '30', name: 'Goa', ut: false },
  { code: '31', name: 'Lakshadweep', ut: true },
  { code: '32', name: 'Kerala', ut: false },
  { code: '33', name: 'Tamil Nadu', ut: false },
  { code: '34', name: 'Puducherry', ut: false },
  { code: '35', name: 'Andaman and Nicobar Islands', ut: true },
  { code: '36', name: 'Telangana', ut: false },
  { code: '37', name: 'Andhra Pradesh', ut: false },
  { code: '38', name: 'Ladakh', ut: true },
] as const;
export type GstStateCode = (typeof gstStates)[number]['code'];
export const gstStateCodes = gstStates.map((state) => state.code) as [GstStateCode, ...GstStateCode[]];
export const gstStateCodeSchema = z.enum(gstStateCodes, { message: 'Choose an Indian state or union territory' });

export function gstStateOf(code: string | undefined | null): (typeof gstStates)[number] | undefined {
  return gstStates.find((state) => state.code === code);
}

/** A paid order's document: a GST tax invoice (what was consumed) or a payment receipt (wallet credit, no GST). */
export const taxDocumentKinds = ['tax-invoice', 'payment-receipt'] as const;
export type TaxDocumentKind = (typeof taxDocumentKinds)[number];

/** GET /api/tax-invoices: the customer's tax invoices for consultations (newest first). */
export const taxInvoiceSummarySchema = z.object({
  id: z.number().int().positive(),
  invoiceNumber: z.string(),
  issuedAt: z.string(),
  consultationId: z.number().int().positive().optional(),
  /** Paise, GST included: what was charged in cash (bonus credit spent is a discount on the invoice). */
  amount: z.number().int().nonnegative(),
  gst: z.number().int().nonnegative(),
  downloadUrl: z.string(),
});
export type TaxInvoiceSummary = z.infer<typeof taxInvoiceSummarySchema>;

/** POST /api/wallet/refund-to-source: the unused cash back to the payments it came from (newest first). */
export const sourceRefundLineSchema = z.object({
  txnid: z.string(),
  /** Paise. */
  amount: z.number().int().positive(),
  status: z.enum(['requested', 'accepted', 'failed']),
});
export const refundToSourceResponseSchema = z.object({
  /** Paise sent back to the original payments (accepted or still requested at the gateway). */
  refunded: z.number().int().nonnegative(),
  refunds: z.array(sourceRefundLineSchema),
  /** The cash balance after the refund (paise). */
  balance: z.number().int(),
});
export type RefundToSourceResponse = z.infer<typeof refundToSourceResponseSchema>;

/** GET /api/wallet/refund-to-source: what a refund would send back now (the page's confirmation states it). */
export const refundToSourceQuoteSchema = z.object({
  refundable: z.number().int().nonnegative(),
  payments: z.array(z.object({ txnid: z.string(), amount: z.number().int().positive(), paymentMethod: z.string(), paidAt: z.string() })),
});
export type RefundToSourceQuote = z.infer<typeof refundToSourceQuoteSchema>;
