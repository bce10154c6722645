import { Router } from 'express';
import { apiUrlOf, taxInvoicesEndpoints, type TaxInvoiceSummary } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/errors/app-error';
import { currentUser } from '../../shared/http/auth-guards';
import { ANSWERED, endpointServer } from '../../shared/http/serve-endpoint';
import { say } from '../../shared/i18n/api-text';
import { formatRupees } from '../../shared/text/format-rupees';
import { buildReceiptPdf } from './build-receipt-pdf';
import type { TaxInvoiceRecord } from './tax-invoice.repository';
import { taxInvoiceRepository } from './tax-invoice.repository';

const downloadUrlOf = (id: number) => apiUrlOf(taxInvoicesEndpoints.pdf, { params: { id } });

function summaryOf(invoice: TaxInvoiceRecord): TaxInvoiceSummary {
  return {
    id: invoice._id,
    invoiceNumber: invoice.invoiceNumber,
    issuedAt: new Date(invoice.issuedAt).toISOString(),
    consultationId: invoice.reference.id,
    amount: invoice.amount,
    gst: invoice.cgst + invoice.sgst + invoice.igst,
    downloadUrl: downloadUrlOf(invoice._id),
  };
}

/** The PDF of a consultation's tax invoice: everything on it was fixed at issue, so it is rebuilt the same. */
export function taxInvoicePdf(invoice: TaxInvoiceRecord, seller: AppContext['config']['seller']): Promise<Buffer> {
  const language = invoice.language ?? 'en';
  return buildReceiptPdf({
    kind: 'tax-invoice',
    invoiceNumber: invoice.invoiceNumber,
    paidAt: new Date(invoice.issuedAt),
    txnid: `#${invoice.reference.id}`,
    buyerName: invoice.buyer.name,
    buyerEmail: invoice.buyer.email,
    ...(invoice.buyer.stateCode ? { buyerState: invoice.buyer.stateCode } : {}),
    item: say(language, 'receipt.consultationItem', {
      astrologer: invoice.description.astrologerName,
      minutes: invoice.description.minutes,
      rate: formatRupees(invoice.description.ratePerMinute),
    }),
    amount: invoice.amount,
    tax: { placeOfSupply: invoice.placeOfSupply, grossAmount: invoice.grossAmount, discount: invoice.discount },
    seller,
    language,
  });
}

/** The customer's GST tax invoices for what they used from the wallet (docs/tax.md). Owner only. */
export function createTaxInvoicesRouter(ctx: AppContext): Router {
  const router = Router();
  const serve = endpointServer(router, ctx.guards);
  serve(taxInvoicesEndpoints.mine, async (_request, req) => (await taxInvoiceRepository.listForUser(currentUser(req).id)).map(summaryOf));
  serve(taxInvoicesEndpoints.pdf, async ({ params: { id } }, req, res): Promise<typeof ANSWERED> => {
    const invoice = await taxInvoiceRepository.findOwned(id, currentUser(req).id);
    if (!invoice) throw AppError.notFound('receipt');
    const pdf = await taxInvoicePdf(invoice, ctx.config.seller);
    res
      .status(200)
      .set({ 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="AstroSetu-tax-invoice-${invoice.invoiceNumber.replace(/\//g, '-')}.pdf"`, 'Cache-Control': 'private, no-store' })
      .send(pdf);
    return ANSWERED;
  });
  return router;
}
