import { findDeliverableItem, uiLanguageInfo, walletPaymentKinds } from '@astrosetu/contracts';
import type { ClientSession } from 'mongoose';
import type { AppConfig } from '../../config/config';
import { runInTransaction } from '../../db/transactions';
import type { JobQueue } from '../../shared/jobs/job-queue';
import type { Logger } from '../../shared/logging/logger';
import type { MailQueue } from '../../shared/mail/mail-queue';
import { notifyUsers } from '../notifications/use-cases/notify-users';
import { paymentOrderRepository, type FulfilmentRecord, type PaymentOrderRecord } from '../payment-orders/payment-order.repository';
import { formatRupees } from '../../shared/text/format-rupees';
import { paymentMethodLabel } from '../payments/payment-presentation';
import { placeOfSupply } from '../receipts/place-of-supply';
import { userRepository } from '../users/user.repository';
import type { ReceiptStorage } from '../receipts/receipt-storage';
import type { ReportRequest } from '../reports/build-report-pdf';
import type { ReportStorage } from '../reports/report-storage';
import type { DeliverableBuilders } from './deliverable-builders';
import { sendOrderEmail } from './fulfilment-emails';
import { orderFulfilmentRepository } from '../payment-orders/order-fulfilment.repository';
import { customerNameOf, itemOfOrder } from '../payments/order-item';
import { periodOf } from './reading-periods';
import { refundOrder } from './use-cases/refund-order';
import { apiText, say, translate, type LocalizedText } from '../../shared/i18n/api-text';
import { productName, productNameIn, reportName } from '../payments/product-name';
import type { DomainEvents } from '../../shared/events/domain-events';

export interface FulfilmentDeps {
  config: AppConfig;
  logger: Logger;
  queue: JobQueue;
  reports: ReportStorage;
  receipts: ReceiptStorage;
  mail: MailQueue;
  builders: DeliverableBuilders;
  siteUrl: string;
  /** Where a refund's balance change is announced after commit. */
  events: Pick<DomainEvents, 'publish'>;
}

const HOUR_MS = 3_600_000;

/** The fulfilment an order starts with when it is paid (null for wallet payments). */
export function initialFulfilment(order: PaymentOrderRecord, now = new Date()): FulfilmentRecord | null {
  const item = itemOfOrder(order);
  if (!item) return null;
  const inputs = order.kind === 'report' ? null : (order.details.inputs ?? null);
  const ready = order.kind === 'report' ? Boolean(order.details.reportForm) : Boolean(inputs);
  return {
    itemKey: item.key,
    mode: item.mode,
    input: item.input,
    status: ready ? 'in-progress' : 'awaiting-details',
    inputs,
    inputsAt: ready ? now : null,
    dueBy: ready ? new Date(now.getTime() + item.dueHours * HOUR_MS) : null,
    deliveredAt: null,
    refundedAt: null,
    claim: null,
    answer: null,
    file: null,
    emailedAt: null,
    ...(item.mode === 'scheduled' ? { readings: [], readingsCount: 0, nextReadingAt: ready ? now : null } : {}),
  };
}

export function reportRequestOf(order: PaymentOrderRecord): ReportRequest {
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
    // The order's language and charts' style: the Premium report rebuilt with the astrologer's answers
    // (deliver-answer) is written and drawn like the first one. Without a style the language's own is drawn.
    ...(order.language ? { language: order.language } : {}),
    ...(form.chartStyle ? { chartStyle: form.chartStyle } : {}),
  };
}

interface OrderJob {
  txnid: string;
}
interface ReadingJob {
  txnid: string;
  index: number;
}

/**
 * Everything that happens to a paid order off the request path, as idempotent jobs:
 * - `receipt`: the receipt PDF and the payment e-mail it is attached to (every paid order);
 * - `fulfil-order`: build and deliver an automatic item, or the Premium report's PDF before its answers;
 * - `period-reading`: the next reading of a scheduled package.
 * A build that fails after its retries refunds the order (refundOrder). The sweeper (fulfilment-sweeper.ts)
 * refunds overdue orders, releases readings as their periods begin and re-enqueues jobs lost with a restart.
 */
export function createFulfilmentService(deps: FulfilmentDeps) {
  const { queue, logger } = deps;
  const buildDurations: number[] = [];

  const load = async (txnid: string) => paymentOrderRepository.findByTxnid(txnid);

  const emailOnce = async (order: PaymentOrderRecord, field: 'fulfilment.emailedAt' | 'receiptEmailedAt', send: () => Promise<void>) => {
    if (!(await orderFulfilmentRepository.claimEmail(order.txnid, field))) return;
    try {
      await send();
    } catch (error) {
      await orderFulfilmentRepository.releaseEmail(order.txnid, field);
      throw error;
    }
  };

  const notifyInTransaction = (order: PaymentOrderRecord, title: LocalizedText, message: LocalizedText, session: ClientSession) =>
    notifyUsers([{ userId: order.userId, title, message, reference: { type: 'payment', id: order.id } }], session);

  const emailDelivery = async (order: PaymentOrderRecord) => {
    const f = order.fulfilment;
    if (!f || f.status !== 'delivered') return;
    const file = order.kind === 'report' ? order.reportFile : (f.file ?? undefined);
    await emailOnce(order, 'fulfilment.emailedAt', () =>
      sendOrderEmail(
        deps.mail,
        order,
        {
          subject:
            order.kind === 'report'
              ? say(order.language, 'mail.order.reportReadySubject', { product: order.details.reportType ? reportName(order.details.reportType) : (order.details.packageName ?? order.productinfo) })
              : say(order.language, 'mail.order.readySubject', { product: productName(order) }),
          tag: 'order-delivered',
          step: 'delivered',
          lines: [
            f.answer
              ? say(order.language, file ? 'mail.order.answeredWithPdf' : 'mail.order.answeredInline', { astrologer: f.answer.astrologerName })
              : say(order.language, 'mail.order.attached', { product: productName(order) }),
            ...(f.answer && !file ? ['', f.answer.markdown] : []),
          ],
          attachments: file ? [{ filename: `AstroSetu-${f.itemKey}.pdf`, path: deps.reports.pathOf(file) }] : [],
        },
        deps.siteUrl,
      ),
    );
  };

  /** The report PDF of a report order (once; a replayed job reuses it). */
  const ensureReportFile = async (order: PaymentOrderRecord): Promise<PaymentOrderRecord> => {
    if (order.reportFile) return order;
    const started = performance.now();
    // The report speaks the order's language (the report builders read `language` from their request).
    const request = { ...reportRequestOf(order), language: order.language };
    const pdf = await deps.builders.buildReport(request);
    buildDurations.push(performance.now() - started);
    const fileName = deps.reports.newFileName(order.id);
    await deps.reports.save(fileName, pdf);
    const attached = await paymentOrderRepository.attachReportFile(order.txnid, fileName);
    if (!attached) await deps.reports.remove(fileName);
    return (await load(order.txnid)) ?? order;
  };

  const fulfilOrder = async ({ txnid }: OrderJob) => {
    let order = await load(txnid);
    const f = order?.fulfilment;
    if (!order || !f) return;
    if (f.status === 'delivered') return emailDelivery(order);
    if (f.status !== 'in-progress') return;

    if (order.kind === 'report') {
      const hadFile = Boolean(order.reportFile);
      order = await ensureReportFile(order);
      if (f.mode !== 'automatic') {
        // Premium: the PDF is there to download now; the order waits for the astrologer's answers.
        if (!hadFile && order.reportFile) {
          const reportOrder = order;
          const message = f.dueBy
            ? apiText('notifications.order.reportDownload', { product: productName(reportOrder), due: new Date(f.dueBy).toLocaleString(uiLanguageInfo(reportOrder.language).locale, { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' }) })
            : apiText('notifications.order.reportDownloadSoon', { product: productName(reportOrder) });
          await notifyUsers([{ userId: reportOrder.userId, title: apiText('notifications.order.reportDownloadTitle'), message, reference: { type: 'payment', id: reportOrder.id } }]);
        }
        return;
      }
      const delivered = await runInTransaction(async (session) => {
        const done = await orderFulfilmentRepository.markDelivered(txnid, { title: productNameIn(order!.language, order!) }, session);
        if (done) await notifyInTransaction(done, apiText('notifications.order.reportReadyTitle'), apiText('notifications.order.reportReady', { product: productName(order!), email: done.email }), session);
        return done;
      });
      if (delivered) await emailDelivery(delivered);
      return;
    }

    if (f.mode !== 'automatic') return;
    const started = performance.now();
    const built = await deps.builders.buildItem(f.itemKey, f.inputs, { reference: txnid, generatedAt: new Date(), customerName: customerNameOf(order), language: order.language });
    buildDurations.push(performance.now() - started);
    const fileName = deps.reports.newFileName(order.id);
    await deps.reports.save(fileName, built.pdf);
    const delivered = await runInTransaction(async (session) => {
      const done = await orderFulfilmentRepository.markDelivered(txnid, { title: built.title, file: fileName, view: built.view }, session);
      if (done) await notifyInTransaction(done, apiText('notifications.order.orderReadyTitle'), apiText('notifications.order.orderReady', { title: built.title, email: done.email }), session);
      return done;
    });
    // Refunded (or delivered by another run) meanwhile: this copy is not needed.
    if (!delivered) return deps.reports.remove(fileName);
    await emailDelivery(delivered);
  };

  const releaseReading = async ({ txnid, index }: ReadingJob) => {
    const order = await load(txnid);
    const f = order?.fulfilment;
    if (!order || !f || f.status !== 'in-progress' || f.mode !== 'scheduled') return;
    if ((f.readingsCount ?? 0) !== index - 1) return;
    const item = findDeliverableItem({ service: order.details.service ?? '', packageName: order.details.packageName ?? '' });
    const schedule = item?.schedule;
    if (!schedule) throw new Error(`Order ${txnid} has no schedule`);
    const purchasedAt = f.inputsAt ?? order.completedAt ?? order.createdAt;
    const { start, end } = periodOf(schedule.period, new Date(purchasedAt), index);
    const started = performance.now();
    const built = await deps.builders.buildPeriodReading(f.itemKey, f.inputs, { index, start, end }, { reference: txnid, generatedAt: new Date(), customerName: customerNameOf(order), language: order.language });
    buildDurations.push(performance.now() - started);
    const fileName = deps.reports.newFileName(order.id);
    await deps.reports.save(fileName, built.pdf);
    const last = index >= schedule.count;
    const next = last ? null : periodOf(schedule.period, new Date(purchasedAt), index + 1).start;
    const dueHours = item?.dueHours ?? 1;
    const appended = await runInTransaction(async (session) => {
      const reading = { index, start, end, title: built.title, file: fileName, view: built.view, deliveredAt: new Date() };
      const withReading = await orderFulfilmentRepository.appendReading(order, reading, next, next ? new Date(next.getTime() + dueHours * HOUR_MS) : null, session);
      if (!withReading) return null;
      const done = last ? await orderFulfilmentRepository.markDelivered(txnid, {}, session) : withReading;
      await notifyInTransaction(withReading, apiText('notifications.order.readingReadyTitle'), apiText('notifications.order.readingReady', { title: built.title, index, count: schedule.count }), session);
      return done;
    });
    if (!appended) return deps.reports.remove(fileName);
    await sendOrderEmail(
      deps.mail,
      appended,
      { subject: built.title, tag: 'period-reading', step: `reading:${index}`, lines: [say(appended.language, 'mail.reading.attached', { index, count: schedule.count })], attachments: [{ filename: `AstroSetu-reading-${index}.pdf`, path: deps.reports.pathOf(fileName) }] },
      deps.siteUrl,
    ).catch((error: unknown) => logger.error(`Order ${txnid}: reading ${index} could not be e-mailed`, error));
  };

  const sendReceipt = async ({ txnid }: OrderJob) => {
    const order = await load(txnid);
    if (!order || order.status !== 'paid' || !order.invoiceNumber) return;
    const path = await writeReceipt(order);
    await emailOnce(order, 'receiptEmailedAt', () =>
      sendOrderEmail(
        deps.mail,
        order,
        {
          subject: say(order.language, 'mail.receipt.subject', { product: productName(order), number: order.invoiceNumber ?? '' }),
          tag: 'payment-receipt',
          step: 'receipt',
          lines: [
            walletPaymentKinds.includes(order.kind)
              ? say(order.language, 'mail.receipt.paymentBody', { amount: formatRupees(order.amount), number: order.invoiceNumber ?? '' })
              : say(order.language, 'mail.receipt.body', { product: productName(order), number: order.invoiceNumber ?? '' }),
          ],
          attachments: [{ filename: `AstroSetu-receipt-${order.id}.pdf`, path }],
        },
        deps.siteUrl,
      ),
    );
  };

  /**
   * Wallet credit gets a payment receipt (no GST: not a supply), a report or service a tax invoice (docs/tax.md).
   * Billed to the payer's account as fixed at payment, never the name typed into a birth-details form.
   */
  const receiptPdf = async (order: PaymentOrderRecord) => {
    if (!order.invoiceNumber) throw new Error(`Order ${order.txnid} has no invoice number`);
    const walletCredit = walletPaymentKinds.includes(order.kind);
    const billing = order.billing ?? (await legacyBillingOf(order, deps.config.seller.gstin, !walletCredit));
    return deps.builders.buildReceipt({
      kind: walletCredit ? 'payment-receipt' : 'tax-invoice',
      invoiceNumber: order.invoiceNumber,
      paidAt: order.completedAt ?? order.createdAt,
      txnid: order.txnid,
      buyerName: billing.name,
      buyerEmail: billing.email,
      ...(billing.stateCode ? { buyerState: billing.stateCode } : {}),
      item: order.kind === 'report' ? translate(order.language, reportName(order.details.reportType ?? 'comprehensive')) : productNameIn(order.language, order),
      amount: order.amount,
      paymentMethod: paymentMethodLabel(order.result.mode),
      ...(billing.placeOfSupply ? { tax: { placeOfSupply: billing.placeOfSupply } } : {}),
      seller: deps.config.seller,
      language: order.language,
    });
  };

  const writeReceipt = async (order: PaymentOrderRecord) => deps.receipts.save(order.id, await receiptPdf(order));

  /** The stored receipt (written by the receipt job), else built now and stored. */
  const receiptFile = async (order: PaymentOrderRecord): Promise<Buffer> => {
    const stored = await deps.receipts.read(order.id);
    if (stored) return stored;
    const pdf = await receiptPdf(order);
    await deps.receipts.save(order.id, pdf);
    return pdf;
  };

  queue.register<OrderJob>('receipt', { run: sendReceipt, attempts: 5, backoffMs: 2_000 });
  queue.register<OrderJob>('fulfil-order', {
    run: fulfilOrder,
    attempts: 3,
    backoffMs: 1_000,
    onExhausted: async ({ txnid }) => {
      const refunded = await refundOrder(txnid, 'build-failed', deps.events);
      if (refunded) logger.warn(`Order ${txnid} refunded: it could not be built`);
    },
  });
  queue.register<ReadingJob>('period-reading', {
    run: releaseReading,
    attempts: 3,
    backoffMs: 1_000,
    onExhausted: async ({ txnid }) => {
      const refunded = await refundOrder(txnid, 'build-failed', deps.events);
      if (refunded) logger.warn(`Order ${txnid} refunded (what was left of it): a reading could not be built`);
    },
  });

  /** After the order's move to paid has committed (and on old orders' submitted details). */
  const afterPaid = async (order: PaymentOrderRecord) => {
    if (order.status !== 'paid') return;
    if (order.invoiceNumber) await queue.enqueue('receipt', { txnid: order.txnid }, { jobId: `receipt:${order.txnid}` });
    await startWork(order);
  };

  const startWork = async (order: PaymentOrderRecord) => {
    const f = order.fulfilment;
    if (!f || f.status !== 'in-progress') return;
    if (f.mode === 'scheduled') {
      const index = (f.readingsCount ?? 0) + 1;
      await queue.enqueue('period-reading', { txnid: order.txnid, index }, { jobId: `reading:${order.txnid}:${index}` });
    } else if (f.mode === 'automatic' || order.kind === 'report') {
      await queue.enqueue('fulfil-order', { txnid: order.txnid }, { jobId: `fulfil:${order.txnid}` });
    }
  };

  return {
    afterPaid,
    startWork,
    receiptFile,
    enqueueReading: (txnid: string, index: number) => queue.enqueue('period-reading', { txnid, index }, { jobId: `reading:${txnid}:${index}` }),
    emailDelivery,
    /** Build times of the PDFs made so far (ms), for the benchmark. */
    buildDurations: () => [...buildDurations],
  };
}

export type FulfilmentService = ReturnType<typeof createFulfilmentService>;

/** Orders paid before the billing was fixed at payment: the payer's account as it is now. */
async function legacyBillingOf(order: PaymentOrderRecord, sellerGstin: string, taxInvoice: boolean): Promise<NonNullable<PaymentOrderRecord['billing']>> {
  const payer = await userRepository.findBillingParty(order.userId);
  const stateCode = payer?.billingState;
  return {
    name: payer?.name ?? order.firstname,
    email: payer?.email ?? order.email,
    ...(stateCode ? { stateCode } : {}),
    ...(taxInvoice ? { placeOfSupply: (({ stateCode: code, interState, basis }) => ({ stateCode: code, interState, basis }))(placeOfSupply(stateCode, sellerGstin)) } : {}),
  };
}
