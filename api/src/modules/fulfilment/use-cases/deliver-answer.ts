import type { AdminAstrologer } from '@astrosetu/contracts';
import { runInTransaction } from '../../../db/transactions';
import { AppError } from '../../../shared/errors/app-error';
import { notifyUsers } from '../../notifications/use-cases/notify-users';
import { paymentOrderRepository, type PaymentOrderRecord } from '../../payment-orders/payment-order.repository';
import type { ReportStorage } from '../../reports/report-storage';
import type { DeliverableBuilders } from '../deliverable-builders';
import { orderFulfilmentRepository } from '../../payment-orders/order-fulfilment.repository';
import { reportRequestOf } from '../fulfilment-service';
import { apiText } from '../../../shared/i18n/api-text';
import { productName, productNameIn } from '../../payments/product-name';

/**
 * An astrologer delivers the answer of an order they claimed. A Premium report is rebuilt with the
 * answers chapter first (on the astrologer's request, never the gateway's); then one transaction moves
 * the order to delivered (only if it is still in progress and still theirs: a refund that won the race
 * leaves it refunded and the astrologer gets 409) and notifies the customer.
 */
export async function deliverAnswer(
  astrologer: Pick<AdminAstrologer, 'id' | 'name'>,
  txnid: string,
  markdown: string,
  deps: { builders: DeliverableBuilders; reports: ReportStorage },
): Promise<PaymentOrderRecord> {
  const order = await paymentOrderRepository.findByTxnid(txnid);
  const f = order?.fulfilment;
  if (!order || !f || f.mode !== 'astrologer' || f.claim?.astrologerId !== astrologer.id) throw AppError.notFound('task');
  if (f.status !== 'in-progress') throw AppError.conflict(f.status === 'refunded' ? apiText('errors.fulfilment.refundedClosed') : apiText('errors.fulfilment.alreadyDelivered'));
  const answer = { astrologerId: astrologer.id, astrologerName: astrologer.name, markdown, answeredAt: new Date() };

  let reportFile: string | undefined;
  if (order.kind === 'report') {
    const pdf = await deps.builders.buildReport(reportRequestOf(order), answer);
    reportFile = deps.reports.newFileName(order.id);
    await deps.reports.save(reportFile, pdf);
  }
  const delivered = await runInTransaction(async (session) => {
    const done = await orderFulfilmentRepository.markDelivered(
      txnid,
      { answer, title: productNameIn(order.language, order) },
      session,
      { claimedBy: astrologer.id, ...(reportFile ? { reportFile } : {}) },
    );
    if (done) {
      await notifyUsers(
        [
          {
            userId: done.userId,
            title: apiText('notifications.answer.title'),
            message: apiText('notifications.answer.message', { astrologer: astrologer.name, product: productName(order), email: done.email }),
            reference: { type: 'payment', id: done.id },
          },
        ],
        session,
      );
    }
    return done;
  });
  if (!delivered) {
    if (reportFile) await deps.reports.remove(reportFile);
    throw AppError.conflict(apiText('errors.fulfilment.orderLongerOpenRefunded'));
  }
  if (reportFile && order.reportFile && order.reportFile !== reportFile) await deps.reports.remove(order.reportFile);
  return delivered;
}
