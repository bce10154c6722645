import type { UiLanguage } from '@astrosetu/contracts';
import { buildReportPdf, type ReportRequest } from '../reports/build-report-pdf';
import { buildDeliverable, buildPeriodReading } from '../deliverables/build-deliverable';
import { buildReceiptPdf, type ReceiptRequest } from '../receipts/build-receipt-pdf';

export interface BuiltItem {
  title: string;
  pdf: Buffer;
  view: unknown;
}

export interface ItemContext {
  reference: string;
  generatedAt: Date;
  customerName: string;
  /** The language the order was bought in: the deliverable is written in it. */
  language?: UiLanguage;
}

export interface AstrologerAnswersForReport {
  astrologerName: string;
  markdown: string;
  answeredAt: Date;
}

/**
 * What fulfilment builds with: the reports' and deliverables' builders (their modules own them).
 * A port, so tests can put a failing or slow builder in and check retries, refunds and races.
 */
export interface DeliverableBuilders {
  buildReport(request: ReportRequest, answers?: AstrologerAnswersForReport): Promise<Buffer>;
  buildItem(itemKey: string, input: unknown, context: ItemContext): Promise<BuiltItem>;
  buildPeriodReading(itemKey: string, input: unknown, period: { index: number; start: Date; end: Date }, context: ItemContext): Promise<BuiltItem>;
  /** Receipts are small, but their first build loads the fonts: kept off the API's thread too. */
  buildReceipt(request: ReceiptRequest): Promise<Buffer>;
}

export const defaultDeliverableBuilders: DeliverableBuilders = {
  // Premium: the astrologer's answers become the report's answers chapter.
  buildReport: (request, answers) => buildReportPdf({ ...request, ...(answers ? { astrologerAnswers: answers } : {}) }),
  buildItem: (itemKey, input, context) => buildDeliverable(itemKey, input, context),
  buildPeriodReading: (itemKey, input, period, context) => buildPeriodReading(itemKey, input, period, context),
  buildReceipt: (request) => buildReceiptPdf(request),
};
