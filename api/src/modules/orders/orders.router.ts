import { Router, type Request } from 'express';
import { orderDetailsRequestSchema, orderListQuerySchema, type OrderPage } from '@astrosetu/contracts';
import { z } from 'zod';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/errors/app-error';
import { currentUser } from '../../shared/http/auth-guards';
import { parseBody, parseParams, parseQuery } from '../../shared/http/validate';
import { fulfilmentRuntimeOf } from '../fulfilment/fulfilment-runtime';
import { orderFulfilmentRepository } from '../payment-orders/order-fulfilment.repository';
import { packageBookingRepository } from '../payments/package-booking.repository';
import { paymentOrderRepository, type PaymentOrderRecord } from '../payment-orders/payment-order.repository';
import { createReportStorage } from '../reports/report-storage';
import { toOrderDetail, toOrderSummary } from './order.presenter';
import { submitOrderDetails } from './use-cases/submit-order-details';

const txnidParamsSchema = z.object({ txnid: z.string().regex(/^[A-Za-z0-9]{1,40}$/, 'Unknown transaction') });
const readingParamsSchema = txnidParamsSchema.extend({ index: z.coerce.number().int().positive().max(400) });

/** The caller's own order; someone else's answers exactly like a missing one. */
async function ownOrder(req: Request): Promise<PaymentOrderRecord> {
  const { txnid } = parseParams(txnidParamsSchema, req);
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
export function createOrdersRouter(ctx: AppContext): Router {
  const router = Router();
  const reports = createReportStorage(ctx.config.payments.reportsDir);
  const runtime = () => fulfilmentRuntimeOf(ctx);

  router.get('/payment/orders', ctx.guards.requireAuth, async (req, res) => {
    const { page, pageSize } = parseQuery(orderListQuerySchema, req);
    const { items, total } = await orderFulfilmentRepository.pageOfCustomer(currentUser(req).id, page, pageSize);
    const body: OrderPage = { items: items.map(toOrderSummary), total, page, pageSize };
    res.set('Cache-Control', 'no-store').json(body);
  });

  router.get('/payment/orders/:txnid', ctx.guards.requireAuth, async (req, res) => {
    const order = await ownOrder(req);
    const booking = await packageBookingRepository.findByTxnid(order.txnid);
    res.set('Cache-Control', 'no-store').json({
      ...toOrderDetail(order),
      ...(booking
        ? {
            packagePrice: booking.price,
            bookingStatus: booking.status === 'booking' ? 'pending' : booking.status,
            ...(booking.consultationId ? { consultationId: booking.consultationId } : {}),
            ...(booking.error ? { bookingError: booking.error } : {}),
          }
        : {}),
    });
  });

  router.put('/payment/orders/:txnid/details', ctx.guards.requireRole('user'), async (req, res) => {
    const order = await ownOrder(req);
    const { inputs } = parseBody(orderDetailsRequestSchema, req);
    const updated = await submitOrderDetails(currentUser(req), order.txnid, inputs);
    await runtime().service.startWork(updated);
    res.set('Cache-Control', 'no-store').json(toOrderDetail(updated));
  });

  router.get('/payment/orders/:txnid/receipt', ctx.guards.requireAuth, async (req, res) => {
    const order = await ownOrder(req);
    if (order.status !== 'paid' || !order.invoiceNumber) throw AppError.notFound('receipt');
    const pdf = await runtime().service.receiptFile(order);
    res.status(200).set(pdfHeaders(`AstroSetu-receipt-${order.invoiceNumber.replace(/\//g, '-')}.pdf`)).send(pdf);
  });

  router.get('/payment/orders/:txnid/deliverable', ctx.guards.requireAuth, async (req, res) => {
    const order = await ownOrder(req);
    const file = order.fulfilment?.status === 'delivered' ? order.fulfilment.file : undefined;
    const pdf = file ? await reports.read(file) : null;
    if (!pdf) throw AppError.notFound('deliverable');
    res.status(200).set(pdfHeaders(`AstroSetu-${order.fulfilment?.itemKey ?? 'order'}.pdf`)).send(pdf);
  });

  router.get('/payment/orders/:txnid/readings/:index', ctx.guards.requireAuth, async (req, res) => {
    const order = await ownOrder(req);
    const { index } = parseParams(readingParamsSchema, req);
    const reading = order.fulfilment?.readings?.find((candidate) => candidate.index === index);
    const pdf = reading ? await reports.read(reading.file) : null;
    if (!pdf) throw AppError.notFound('reading');
    res.status(200).set(pdfHeaders(`AstroSetu-reading-${index}.pdf`)).send(pdf);
  });

  return router;
}
