import PDFDocument from 'pdfkit';
import { registerReportFonts, writeText, formatRupees } from '../reports/report-fonts';
import { gstBreakdown, GST_RATE_PERCENT } from './gst-breakdown';
import { brandColours, DEFAULT_UI_LANGUAGE, uiLanguageInfo, type UiLanguage } from '@astrosetu/contracts';
import { say } from '../../shared/i18n/api-text';

export interface Seller {
  legalName: string;
  address: string;
  gstin: string;
}

export interface ReceiptRequest {
  invoiceNumber: string;
  /** When the payment was received. */
  paidAt: Date;
  txnid: string;
  /** The buyer's name as they gave it (any Indian script). */
  buyerName: string;
  buyerEmail: string;
  item: string;
  /** Paise, GST included. */
  amount: number;
  paymentMethod: string;
  /** Printed under the breakdown for money credited to the wallet (the consultations it pays are not invoiced again). */
  walletCredit?: boolean;
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
 * A one-page receipt (tax invoice) of a payment: invoice number, seller, buyer, the item and the
 * GST-inclusive breakdown. Written with the reports' fonts so a buyer's name in any Indian script prints as text.
 */
export function buildReceiptPdf(request: ReceiptRequest): Promise<Buffer> {
  const language = request.language ?? DEFAULT_UI_LANGUAGE;
  const label = (key: Parameters<typeof say>[1], params?: Record<string, string | number>) => say(language, key, params);
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      info: { Title: label('receipt.documentTitle', { number: request.invoiceNumber }), Author: request.seller.legalName },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    registerReportFonts(doc);
    const width = doc.page.width - 2 * MARGIN;

    writeText(doc, label('receipt.title'), { x: MARGIN, y: MARGIN, weight: 'bold', size: 20, color: BRAND });
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
    row(label('receipt.invoiceNumber'), request.invoiceNumber, true);
    row(label('receipt.date'), istDateTime(language).format(request.paidAt));
    row(label('receipt.transaction'), request.txnid);
    row(label('receipt.billedTo'), request.buyerName, true);
    row(label('receipt.email'), request.buyerEmail);
    row(label('receipt.paidBy'), request.paymentMethod);
    doc.moveDown(0.8);

    const { taxableValue, gst, cgst, sgst } = gstBreakdown(request.amount);
    const half = GST_RATE_PERCENT / 2;
    doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + width, doc.y).lineWidth(0.6).strokeColor(RULE).stroke();
    doc.moveDown(0.4);
    row(label('receipt.item'), request.item, true);
    row(label('receipt.sac'), label('receipt.sacValue'));
    row(label('receipt.taxableValue'), formatRupees(taxableValue));
    row(label('receipt.cgst', { rate: half }), formatRupees(cgst));
    row(label('receipt.sgst', { rate: half }), formatRupees(sgst));
    row(label('receipt.totalGst', { rate: GST_RATE_PERCENT }), formatRupees(gst));
    doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + width, doc.y).lineWidth(0.6).strokeColor(RULE).stroke();
    doc.moveDown(0.4);
    row(label('receipt.amountPaid'), formatRupees(request.amount), true);
    doc.moveDown(1);
    if (request.walletCredit) writeText(doc, label('receipt.walletCreditNote'), { size: 9.5, color: MUTED, width });
    doc.moveDown(0.5);
    writeText(doc, label('receipt.footer'), { x: MARGIN, size: 9, color: MUTED, width });
    doc.end();
  });
}
