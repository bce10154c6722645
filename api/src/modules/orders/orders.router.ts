import { Router, type Request } from 'express';
import { ordersEndpoints, type OrderPage } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/errors/app-error';
import { currentUser } from '../../shared/http/auth-guards';
import { requestLanguage } from '../../shared/http/request-language';
import { ANSWERED, endpointServer } from '../../shared/http/serve-endpoint';
import type { FulfilmentRuntime } from '../fulfilment/fulfilment-runtime';
import { orderFulfilmentRepository } from '../payment-orders/order-fulfilment.repository';
import { packageBookingRepository } from '../payments/package-booking.repository';
import { paymentOrderRepository, type PaymentOrderRecord } from '../payment-orders/payment-order.repository';
import { createReportStorage } from '../reports/report-storage';
import { toOrderDetail, toOrderSummary } from './order.presenter';
import { submitOrderDetails } from './use-cases/submit-order-details';

/** The caller's own order; someone else's answers exactly like a missing one. */
async function ownOrder(txnid: string, req: Request): Promise<PaymentOrderRecord> {
  const order = await paymentOrderRepository.findByTxnid(txnid);
  if (!order || order.userId !== currentUser(req).id) throw AppError.notFound('payment');
  return order;
}

const pdfHeaders = (fileName: string) => ({
  'Content-Type': 'application/pdf',
  'Content-Disposition': `attachment; filename="${fileName}"`,
  'Cache-Control': 'private, no-store',
});

/**
 * A customer's orders: the list (newest first, paged), one order with its fulfilment, the inputs of an
 * order paid without them, and its files (receipt, deliverable PDF, readings). Owner only.
 */
export function createOrdersRouter(ctx: AppContext, fulfilment: FulfilmentRuntime): Router {
  const router = Router();
  const serve = endpointServer(router, ctx.guards);
  const reports = createReportStorage(ctx.config.payments.reportsDir);

  serve(ordersEndpoints.list, async ({ query }, req, res) => {
    const { page, pageSize } = query;
    const { items, total } = await orderFulfilmentRepository.pageOfCustomer(currentUser(req).id, page, pageSize);
    const body: OrderPage = { items: items.map((order) => toOrderSummary(order, requestLanguage(req))), total, page, pageSize };
    res.set('Cache-Control', 'no-store');
    return body;
  });

  serve(ordersEndpoints.order, async ({ params }, req, res) => {
    const order = await ownOrder(params.txnid, req);
    const booking = await packageBookingRepository.findByTxnid(order.txnid);
    res.set('Cache-Control', 'no-store');
    return {
      ...toOrderDetail(order, requestLanguage(req)),
      ...(booking
        ? {
            packagePrice: booking.price,
            bookingStatus: booking.status === 'booking' ? ('pending' as const) : booking.status,
            ...(booking.consultationId ? { consultationId: booking.consultationId } : {}),
            ...(booking.error ? { bookingError: booking.error } : {}),
          }
        : {}),
    };
  });

  serve(ordersEndpoints.addDetails, async ({ params, body }, req, res) => {
    const order = await ownOrder(params.txnid, req);
    const updated = await submitOrderDetails(currentUser(req), order.txnid, body.inputs);
    await fulfilment.service.startWork(updated);
    res.set('Cache-Control', 'no-store');
    return toOrderDetail(updated, requestLanguage(req));
  });

  serve(ordersEndpoints.receipt, async ({ params }, req, res) => {
    const order = await ownOrder(params.txnid, req);
    if (order.status !== 'paid' || !order.invoiceNumber) throw AppError.notFound('receipt');
    const pdf = await fulfilment.service.receiptFile(order);
    res.status(200).set(pdfHeaders(`AstroSetu-receipt-${order.invoiceNumber.replace(/\//g, '-')}.pdf`)).send(pdf);
    return ANSWERED;
  });

  serve(ordersEndpoints.deliverable, async ({ params }, req, res) => {
    const order = await ownOrder(params.txnid, req);
    const file = order.fulfilment?.status === 'delivered' ? order.fulfilment.file : undefined;
    const pdf = file ? await reports.read(file) : null;
    if (!pdf) throw AppError.notFound('deliverable');
    res.status(200).set(pdfHeaders(`AstroSetu-${order.fulfilment?.itemKey ?? 'order'}.pdf`)).send(pdf);
    return ANSWERED;
  });

  serve(ordersEndpoints.reading, async ({ params }, req, res) => {
    const order = await ownOrder(params.txnid, req);
    const { index } = params;
    const reading = order.fulfilment?.readings?.find((candidate) => candidate.index === index);
    const pdf = reading ? await reports.read(reading.file) : null;
    if (!pdf) throw AppError.notFound('reading');
    res.status(200).set(pdfHeaders(`AstroSetu-reading-${index}.pdf`)).send(pdf);
    return ANSWERED;
  });

  return router;
}
