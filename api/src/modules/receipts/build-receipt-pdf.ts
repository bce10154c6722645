import PDFDocument from 'pdfkit';
import { LATIN_BOLD, LATIN_REGULAR, registerReportFonts, writeText, formatRupees } from '../reports/report-fonts';
import { gstBreakdown, GST_RATE_PERCENT } from './gst-breakdown';
import { brandColours } from '@astrosetu/contracts';

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
  /** e.g. "Wallet top-up: the balance pays for consultations later". */
  note?: string;
  seller: Seller;
}

const MARGIN = 50;
// The site's indigo (contracts/src/brand-colours.ts), as on every AstroSetu page and PDF.
const BRAND = brandColours.indigo[700];
const INK = brandColours.sand[900];
const MUTED = brandColours.sand[500];
const RULE = brandColours.sand[200];
const istDateTime = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true });

/**
 * A one-page receipt (tax invoice) of a payment: invoice number, seller, buyer, the item and the
 * GST-inclusive breakdown. Written with the reports' fonts so a buyer's name in any Indian script prints as text.
 */
export function buildReceiptPdf(request: ReceiptRequest): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `Receipt ${request.invoiceNumber}`, Author: request.seller.legalName } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    registerReportFonts(doc);
    const width = doc.page.width - 2 * MARGIN;

    doc.font(LATIN_BOLD).fontSize(20).fillColor(BRAND).text('Tax invoice / Receipt', MARGIN, MARGIN);
    doc.moveDown(0.3);
    writeText(doc, request.seller.legalName, { weight: 'bold', size: 11, color: INK });
    writeText(doc, request.seller.address, { size: 10, color: MUTED, width });
    doc.font(LATIN_REGULAR).fontSize(10).fillColor(MUTED).text(`GSTIN: ${request.seller.gstin}`);
    doc.moveDown(1);

    const row = (label: string, value: string, bold = false) => {
      const y = doc.y;
      doc.font(LATIN_REGULAR).fontSize(10.5).fillColor(MUTED).text(label, MARGIN, y, { width: 170 });
      writeText(doc, value, { x: MARGIN + 180, y, width: width - 180, weight: bold ? 'bold' : 'regular', size: 10.5, color: INK });
      doc.x = MARGIN;
      doc.moveDown(0.35);
    };
    row('Invoice number', request.invoiceNumber, true);
    row('Date', istDateTime.format(request.paidAt));
    row('Transaction', request.txnid);
    row('Billed to', request.buyerName, true);
    row('E-mail', request.buyerEmail);
    row('Paid by', request.paymentMethod);
    doc.moveDown(0.8);

    const { taxableValue, gst, cgst, sgst } = gstBreakdown(request.amount);
    const half = GST_RATE_PERCENT / 2;
    doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + width, doc.y).lineWidth(0.6).strokeColor(RULE).stroke();
    doc.moveDown(0.4);
    row('Item', request.item, true);
    row('SAC', '999799 (other services)');
    row('Taxable value', formatRupees(taxableValue));
    row(`CGST @ ${half}%`, formatRupees(cgst));
    row(`SGST @ ${half}%`, formatRupees(sgst));
    row(`Total GST @ ${GST_RATE_PERCENT}%`, formatRupees(gst));
    doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + width, doc.y).lineWidth(0.6).strokeColor(RULE).stroke();
    doc.moveDown(0.4);
    row('Amount paid (GST inclusive)', formatRupees(request.amount), true);
    doc.moveDown(1);
    if (request.note) writeText(doc, request.note, { size: 9.5, color: MUTED, width });
    doc.moveDown(0.5);
    doc.font(LATIN_REGULAR).fontSize(9).fillColor(MUTED).text('Prices on AstroSetu include GST. This is a computer-generated receipt and needs no signature.', MARGIN, undefined, { width });
    doc.end();
  });
}
