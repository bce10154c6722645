import type { ClientSession } from 'mongoose';
import { userRepository } from '../../users/user.repository';
import { gstBreakdown } from '../gst-breakdown';
import { nextInvoiceNumber } from '../invoice-sequence';
import { placeOfSupply } from '../place-of-supply';
import type { Seller } from '../build-receipt-pdf';
import { taxInvoiceRepository, type TaxInvoiceRecord } from '../tax-invoice.repository';

export interface BilledConsultation {
  id: number;
  userId: number;
  astrologerName: string;
  ratePerMinute: number;
  /** Minutes billed (used), free first minutes and voucher minutes not counted. */
  usedMinutes: number;
  /** Paise paid for the session (booking and extensions) and the part of it paid with bonus credit. */
  cost: number;
  bonusPaid: number;
  /** Paise given back for unused minutes (cash first, then bonus: pay-for-consultation.ts). */
  refundedAmount: number;
}

/**
 * The GST tax invoice of a consultation's billed minutes, in the end's transaction (gap-free number, CGST Act
 * s.31 and rule 46): the time of supply of a prepaid wallet's credit is when it is spent (Circular 243/37/2024-GST),
 * so the minutes kept are invoiced here and not the top-up. Bonus credit spent on them is a discount recorded on the
 * invoice (s.15(3)(a)); nothing charged in cash (a voucher or the free first minutes) is no consideration and gets
 * no invoice. Null when there is nothing to invoice. `seller` is this API's supplier (SELLER_*), from the caller.
 */
export async function issueConsultationInvoice(consultation: BilledConsultation, at: Date, seller: Seller, session: ClientSession): Promise<TaxInvoiceRecord | null> {
  const grossAmount = consultation.cost - consultation.refundedAmount;
  const cashPaid = Math.max(0, consultation.cost - consultation.bonusPaid);
  const cashRefunded = Math.min(consultation.refundedAmount, cashPaid);
  const amount = cashPaid - cashRefunded;
  if (consultation.usedMinutes <= 0 || amount <= 0) return null;
  const existing = await taxInvoiceRepository.findForReference('consultation', consultation.id, session);
  if (existing) return existing;

  const buyer = await userRepository.findBillingParty(consultation.userId, session);
  if (!buyer) throw new Error(`Consultation ${consultation.id}: its customer ${consultation.userId} is gone`);
  const place = placeOfSupply(buyer.billingState, seller.gstin);
  const tax = gstBreakdown(amount, { interState: place.interState });
  return taxInvoiceRepository.create(
    {
      invoiceNumber: await nextInvoiceNumber(session, at),
      userId: consultation.userId,
      issuedAt: at,
      reference: { type: 'consultation', id: consultation.id },
      description: { astrologerName: consultation.astrologerName, minutes: consultation.usedMinutes, ratePerMinute: consultation.ratePerMinute },
      grossAmount,
      discount: grossAmount - amount,
      amount,
      taxableValue: tax.taxableValue,
      cgst: tax.cgst,
      sgst: tax.sgst,
      igst: tax.igst,
      buyer: { name: buyer.name, email: buyer.email, ...(buyer.billingState ? { stateCode: buyer.billingState } : {}) },
      placeOfSupply: { stateCode: place.stateCode, interState: place.interState, basis: place.basis },
      ...(buyer.language ? { language: buyer.language } : {}),
    },
    session,
  );
}
