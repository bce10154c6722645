import PDFDocument from 'pdfkit';
import { registerReportFonts, writeText, formatRupees } from '../reports/report-fonts';
import { gstBreakdown, GST_RATE_PERCENT } from './gst-breakdown';
import { supplierStateOf } from './place-of-supply';
import { brandColours, DEFAULT_UI_LANGUAGE, gstStateOf, uiLanguageInfo, type TaxDocumentKind, type UiLanguage } from '@astrosetu/contracts';
import { say } from '../../shared/i18n/api-text';

export interface Seller {
  legalName: string;
  address: string;
  gstin: string;
}

/** The tax side of a tax invoice: where it is supplied to and what the GST-inclusive price was before a discount. */
export interface TaxInvoiceDetails {
  placeOfSupply: { stateCode: string; interState: boolean; basis: 'recipient-state' | 'supplier-location' };
  /** Paise, GST included, before the discount; absent when there is none. */
  grossAmount?: number;
  /** Paise of bonus credit spent (a discount recorded on the invoice, CGST Act s.15(3)(a)). */
  discount?: number;
}

export interface ReceiptRequest {
  /**
   * A GST tax invoice (a supply: a consultation's billed minutes, a report, a service) or a payment receipt (money
   * put in the wallet: not a supply, no GST; docs/tax.md).
   */
  kind: TaxDocumentKind;
  /** The document's number: the gap-free tax-invoice sequence, or the payment receipts' own. */
  invoiceNumber: string;
  /** When the payment was received or the supply invoiced. */
  paidAt: Date;
  /** The gateway transaction, or the consultation's reference. */
  txnid: string;
  /** The payer's account name (never a name typed into a birth-details form). */
  buyerName: string;
  buyerEmail: string;
  /** The payer's billing state (GST state code), when on their profile. */
  buyerState?: string;
  item: string;
  /** Paise: what was charged (GST included on a tax invoice). */
  amount: number;
  /** Absent for what was paid from the wallet (a consultation). */
  paymentMethod?: string;
  /** Tax invoices only. */
  tax?: TaxInvoiceDetails;
  seller: Seller;
  /** The buyer's language (the order's): every label is printed in it. Default English. */
  language?: UiLanguage;
}

const MARGIN = 50;
// The site's indigo (contracts/src/brand-colours.ts), as on every AstroSetu page and PDF.
const BRAND = brandColours.indigo[700];
const INK = brandColours.sand[900];
const MUTED = brandColours.sand[500];
const RULE = brandColours.sand[200];
/** Indian time in the buyer's locale (hi-IN and ta-IN keep Latin digits, as the rest of the site). */
const istDateTime = (language: UiLanguage) =>
  new Intl.DateTimeFormat(uiLanguageInfo(language).locale, { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true });

/**
 * A one-page tax invoice (CGST Rules, rule 46: supplier, GSTIN, consecutive number, date, recipient and their state,
 * SAC, description, value, discount, taxable value, rate and amount of CGST+SGST or IGST, place of supply, reverse
 * charge) or payment receipt (no GST). Written with the reports' fonts so a name in any Indian script prints as text.
 */
export function buildReceiptPdf(request: ReceiptRequest): Promise<Buffer> {
  const language = request.language ?? DEFAULT_UI_LANGUAGE;
  const label = (key: Parameters<typeof say>[1], params?: Record<string, string | number>) => say(language, key, params);
  const invoice = request.kind === 'tax-invoice';
  const title = label(invoice ? 'receipt.title' : 'receipt.paymentReceiptTitle');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      info: { Title: label('receipt.documentTitle', { title, number: request.invoiceNumber }), Author: request.seller.legalName },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    registerReportFonts(doc);
    const width = doc.page.width - 2 * MARGIN;

    writeText(doc, title, { x: MARGIN, y: MARGIN, weight: 'bold', size: 20, color: BRAND });
    doc.moveDown(0.3);
    writeText(doc, request.seller.legalName, { weight: 'bold', size: 11, color: INK });
    writeText(doc, request.seller.address, { size: 10, color: MUTED, width });
    writeText(doc, label('receipt.gstin', { gstin: request.seller.gstin }), { size: 10, color: MUTED });
    doc.moveDown(1);

    const row = (label: string, value: string, bold = false) => {
      const y = doc.y;
      writeText(doc, label, { x: MARGIN, y, width: 170, size: 10.5, color: MUTED });
      writeText(doc, value, { x: MARGIN + 180, y, width: width - 180, weight: bold ? 'bold' : 'regular', size: 10.5, color: INK });
      doc.x = MARGIN;
      doc.moveDown(0.35);
    };
    const rule = () => {
      doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + width, doc.y).lineWidth(0.6).strokeColor(RULE).stroke();
      doc.moveDown(0.4);
    };
    const state = gstStateOf(request.buyerState);
    row(label(invoice ? 'receipt.invoiceNumber' : 'receipt.receiptNumber'), request.invoiceNumber, true);
    row(label('receipt.date'), istDateTime(language).format(request.paidAt));
    row(label(request.paymentMethod ? 'receipt.transaction' : 'receipt.consultation'), request.txnid);
    row(label('receipt.billedTo'), request.buyerName, true);
    if (invoice) row('', state ? label('receipt.billedState', { state: state.name, code: state.code }) : label('receipt.stateNotOnRecord'));
    row(label('receipt.email'), request.buyerEmail);
    if (request.paymentMethod) row(label('receipt.paidBy'), request.paymentMethod);
    doc.moveDown(0.8);
    rule();
    row(label('receipt.item'), request.item, true);

    if (!invoice || !request.tax) {
      row(label('receipt.amountReceived'), formatRupees(request.amount), true);
      rule();
      doc.moveDown(0.6);
      writeText(doc, label('receipt.paymentReceiptNote'), { x: MARGIN, size: 9.5, color: MUTED, width });
      doc.moveDown(0.5);
      writeText(doc, label('receipt.paymentFooter'), { x: MARGIN, size: 9, color: MUTED, width });
      doc.end();
      return;
    }

    const { placeOfSupply } = request.tax;
    const supplyState = gstStateOf(placeOfSupply.stateCode);
    const { taxableValue, gst, cgst, sgst, igst } = gstBreakdown(request.amount, { interState: placeOfSupply.interState });
    const half = GST_RATE_PERCENT / 2;
    const stateName = supplyState?.name ?? placeOfSupply.stateCode;
    row(label('receipt.sac'), label('receipt.sacValue'));
    row(
      label('receipt.placeOfSupply'),
      label(placeOfSupply.basis === 'supplier-location' ? 'receipt.placeOfSupplySupplier' : 'receipt.placeOfSupplyValue', { state: stateName, code: placeOfSupply.stateCode }),
    );
    if (request.tax.discount && request.tax.grossAmount) {
      row(label('receipt.grossValue'), formatRupees(request.tax.grossAmount));
      row(label('receipt.discount'), `- ${formatRupees(request.tax.discount)}`);
    }
    row(label('receipt.taxableValue'), formatRupees(taxableValue));
    if (placeOfSupply.interState) {
      row(label('receipt.igst', { rate: GST_RATE_PERCENT }), formatRupees(igst));
    } else {
      const utgst = gstStateOf(supplierStateOf(request.seller.gstin))?.ut ?? false;
      row(label('receipt.cgst', { rate: half }), formatRupees(cgst));
      row(label(utgst ? 'receipt.utgst' : 'receipt.sgst', { rate: half }), formatRupees(sgst));
    }
    row(label('receipt.totalGst', { rate: GST_RATE_PERCENT }), formatRupees(gst));
    row(label('receipt.reverseCharge'), label('receipt.no'));
    rule();
    row(label(request.paymentMethod ? 'receipt.amountPaid' : 'receipt.amountCharged'), formatRupees(request.amount), true);
    doc.moveDown(1);
    writeText(doc, label('receipt.footer'), { x: MARGIN, size: 9, color: MUTED, width });
    doc.end();
  });
}
