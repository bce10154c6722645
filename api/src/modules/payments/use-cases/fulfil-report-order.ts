import { reportCatalogue } from '@astrosetu/contracts';
import { withWriteLock } from '../../../db/transactions';
import type { Mailer } from '../../../shared/mail/mailer';
import type { Logger } from '../../../shared/logging/logger';
import { buildReportPdf, type ReportRequest } from '../../reports/build-report-pdf';
import type { ReportStorage } from '../../reports/report-storage';
import { paymentOrderRepository, type PaymentOrderRecord } from '../payment-order.repository';

export interface ReportFulfilmentDeps {
  logger: Logger;
  storage: ReportStorage;
  mailer: Mailer;
  siteUrl: string;
}

export interface ReportFulfilment {
  ok: boolean;
  order: PaymentOrderRecord;
}

function reportRequestOf(order: PaymentOrderRecord): ReportRequest {
  const form = order.details.reportForm;
  if (!form || !order.details.reportType) throw new Error(`Report order ${order.txnid} has no report form`);
  return {
    reference: order.txnid,
    reportType: order.details.reportType,
    amountPaid: order.amount,
    generatedAt: new Date(),
    person: {
      name: form.name,
      email: form.email,
      gender: form.gender,
      birthDate: form.birthDate,
      birthTime: form.birthTime,
      birthPlace: form.birthPlace,
      latitude: form.latitude,
      longitude: form.longitude,
      ...(form.timezone ? { timezone: form.timezone } : {}),
      ...(form.questions ? { questions: form.questions } : {}),
    },
  };
}

async function emailReport(order: PaymentOrderRecord, deps: ReportFulfilmentDeps): Promise<void> {
  if (!order.reportFile || order.reportEmailedAt) return;
  if (!(await withWriteLock(() => paymentOrderRepository.claimReportEmail(order.txnid)))) return;
  const item = reportCatalogue[order.details.reportType ?? 'comprehensive'];
  const name = order.details.reportForm?.name ?? order.firstname;
  try {
    await deps.mailer.send({
      to: order.email,
      subject: `Your AstroSetu ${item.packageName} is ready`,
      tag: 'astrological-report',
      text: [
        `Namaste ${name},`,
        '',
        `Thank you for your payment (transaction ${order.txnid}). Your ${item.packageName} is attached to this e-mail as a PDF.`,
        `You can also download it again from ${deps.siteUrl} while signed in to the account that paid for it.`,
        '',
        'Team AstroSetu',
      ].join('\n'),
      attachments: [{ filename: `AstroSetu-${item.reportType}-report.pdf`, contentType: 'application/pdf', path: deps.storage.pathOf(order.reportFile) }],
    });
  } catch (error) {
    await withWriteLock(() => paymentOrderRepository.releaseReportEmail(order.txnid));
    throw error;
  }
}

/**
 * After a report is paid: make its PDF once (a replayed callback reuses the first one), store it and
 * e-mail it. A failure here never undoes the payment: the order stays paid with the reason recorded,
 * and the customer is told to contact support.
 */
export async function fulfilReportOrder(order: PaymentOrderRecord, deps: ReportFulfilmentDeps): Promise<ReportFulfilment> {
  try {
    if (!order.reportFile) {
      const pdf = await buildReportPdf(reportRequestOf(order));
      const fileName = deps.storage.newFileName(order.id);
      await deps.storage.save(fileName, pdf);
      const attached = await withWriteLock(() => paymentOrderRepository.attachReportFile(order.txnid, fileName));
      // A concurrent duplicate callback attached its copy first: keep one file per order.
      if (!attached) await deps.storage.remove(fileName);
    }
    const current = (await paymentOrderRepository.findByTxnid(order.txnid)) ?? order;
    if (!current.reportFile) throw new Error('the report file was not recorded');
    try {
      await emailReport(current, deps);
    } catch (error) {
      deps.logger.error(`Report ${current.txnid}: the e-mail could not be sent`, error);
    }
    return { ok: true, order: current };
  } catch (error) {
    deps.logger.error(`Report ${order.txnid}: PDF generation failed`, error);
    const reason = error instanceof Error ? error.message : String(error);
    await withWriteLock(() => paymentOrderRepository.recordReportError(order.txnid, reason.slice(0, 500)));
    return { ok: false, order };
  }
}
