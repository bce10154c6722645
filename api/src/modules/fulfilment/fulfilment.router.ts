import { Router, type Request } from 'express';
import {
  adminFulfilmentQuerySchema,
  deliverableItems,
  fulfilmentAnswerRequestSchema,
  fulfilmentDraftRequestSchema,
  fulfilmentTaskQuerySchema,
  type AdminAstrologer,
  type FulfilmentTask,
  type FulfilmentTaskDetail,
  type FulfilmentTaskList,
} from '@astrosetu/contracts';
import { z } from 'zod';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/errors/app-error';
import { currentUser } from '../../shared/http/auth-guards';
import { parseBody, parseParams, parseQuery } from '../../shared/http/validate';
import { astrologerRepository } from '../astrologers/astrologer.repository';
import { orderImageUrlOf } from '../order-images/order-image-url';
import { paymentOrderRepository, type PaymentOrderRecord } from '../payment-orders/payment-order.repository';
import { createReportStorage } from '../reports/report-storage';
import { fulfilmentRuntimeOf } from './fulfilment-runtime';
import { orderFulfilmentRepository } from '../payment-orders/order-fulfilment.repository';
import { customerNameOf, imagesOfInputs } from '../payments/order-item';
import { deliverAnswer } from './use-cases/deliver-answer';
import { apiText } from '../../shared/i18n/api-text';

const txnidParamsSchema = z.object({ txnid: z.string().regex(/^[A-Za-z0-9]{1,40}$/, 'Unknown transaction') });

function toTask(order: PaymentOrderRecord, now = new Date()): FulfilmentTask {
  const f = order.fulfilment!;
  const state = f.status === 'delivered' ? 'delivered' : f.status === 'refunded' ? 'refunded' : f.claim ? 'claimed' : 'open';
  const dueBy = f.dueBy ? new Date(f.dueBy) : now;
  return {
    txnid: order.txnid,
    itemKey: f.itemKey,
    title: order.productinfo,
    input: f.input,
    state,
    paidAt: (order.completedAt ?? order.createdAt).toISOString(),
    dueBy: dueBy.toISOString(),
    overdue: f.status === 'in-progress' && dueBy < now,
    ...(f.claim ? { claimedBy: { astrologerId: f.claim.astrologerId, name: f.claim.name }, claimedAt: new Date(f.claim.at).toISOString() } : {}),
    ...(f.deliveredAt ? { deliveredAt: new Date(f.deliveredAt).toISOString() } : {}),
  };
}

function toTaskDetail(order: PaymentOrderRecord): FulfilmentTaskDetail {
  const f = order.fulfilment!;
  const inputs = order.kind === 'report' ? { ...(order.details.reportForm ?? {}) } : (f.inputs ?? {});
  return {
    ...toTask(order),
    customerName: customerNameOf(order),
    inputs,
    images: imagesOfInputs(f.inputs).map((image) => ({ field: image.field, url: orderImageUrlOf(image.file) })),
    checklist: [...(deliverableItems.find((item) => item.key === f.itemKey)?.checklist ?? [])],
    ...(order.reportFile ? { reportUrl: `/api/fulfilment/tasks/${order.txnid}/report` } : {}),
    ...(f.answer ? { answer: { astrologerName: f.answer.astrologerName, markdown: f.answer.markdown, answeredAt: new Date(f.answer.answeredAt).toISOString() } } : {}),
  };
}

/**
 * The fulfilment queue of items that need a person: approved astrologers list open items, claim one
 * (atomic: one astrologer at a time), read its inputs (private images included) and deliver the
 * answer. Admins see every item and the overdue orders.
 */
export function createFulfilmentRouter(ctx: AppContext): Router {
  const router = Router();
  const reports = createReportStorage(ctx.config.payments.reportsDir);
  const astrologerOnly = ctx.guards.requireRole('astrologer');

  const approvedAstrologer = async (req: Request): Promise<AdminAstrologer> => {
    const user = currentUser(req);
    const profile = user.astrologerId ? await astrologerRepository.findById(user.astrologerId) : null;
    if (!profile || profile.approvalStatus !== 'approved') throw AppError.forbidden(apiText('errors.fulfilment.approvedAstrologersFulfilOrders'));
    return profile;
  };

  /** An item this astrologer may open: claimed by them. Anything else answers like a missing one. */
  const claimedTask = async (req: Request, astrologer: AdminAstrologer): Promise<PaymentOrderRecord> => {
    const { txnid } = parseParams(txnidParamsSchema, req);
    const order = await paymentOrderRepository.findByTxnid(txnid);
    if (!order?.fulfilment || order.fulfilment.mode !== 'astrologer' || order.fulfilment.claim?.astrologerId !== astrologer.id) throw AppError.notFound('task');
    return order;
  };

  router.get('/fulfilment/tasks', astrologerOnly, async (req, res) => {
    const astrologer = await approvedAstrologer(req);
    const { scope } = parseQuery(fulfilmentTaskQuerySchema, req);
    const orders = await orderFulfilmentRepository.listTasks(scope === 'open' ? { scope } : { scope, astrologerId: astrologer.id });
    const body: FulfilmentTaskList = { items: orders.map((order) => toTask(order)) };
    res.set('Cache-Control', 'no-store').json(body);
  });

  router.post('/fulfilment/tasks/:txnid/claim', astrologerOnly, async (req, res) => {
    const astrologer = await approvedAstrologer(req);
    const { txnid } = parseParams(txnidParamsSchema, req);
    const claimed = await orderFulfilmentRepository.claim(txnid, { astrologerId: astrologer.id, name: astrologer.name, at: new Date() });
    if (!claimed) {
      const order = await paymentOrderRepository.findByTxnid(txnid);
      if (!order?.fulfilment || order.fulfilment.mode !== 'astrologer') throw AppError.notFound('task');
      throw AppError.conflict(order.fulfilment.claim ? apiText('errors.fulfilment.alreadyClaimed') : apiText('errors.fulfilment.noLongerOpen'));
    }
    res.json(toTaskDetail(claimed));
  });

  router.get('/fulfilment/tasks/:txnid', astrologerOnly, async (req, res) => {
    const order = await claimedTask(req, await approvedAstrologer(req));
    res.set('Cache-Control', 'no-store').json(toTaskDetail(order));
  });

  router.get('/fulfilment/tasks/:txnid/report', ctx.guards.requireRole('astrologer', 'admin'), async (req, res) => {
    const order = currentUser(req).role === 'admin'
      ? await paymentOrderRepository.findByTxnid(parseParams(txnidParamsSchema, req).txnid)
      : await claimedTask(req, await approvedAstrologer(req));
    const pdf = order?.reportFile ? await reports.read(order.reportFile) : null;
    if (!pdf) throw AppError.notFound('report');
    res.status(200).set({ 'Content-Type': 'application/pdf', 'Cache-Control': 'private, no-store' }).send(pdf);
  });

  /** Saves a draft of the answer (not shown to the customer) so a long answer is not lost. */
  router.put('/fulfilment/tasks/:txnid/draft', astrologerOnly, async (req, res) => {
    const astrologer = await approvedAstrologer(req);
    const order = await claimedTask(req, astrologer);
    const { markdown } = parseBody(fulfilmentDraftRequestSchema, req);
    const saved = await orderFulfilmentRepository.recordAnswerDraft(order.txnid, astrologer.id, {
      astrologerId: astrologer.id,
      astrologerName: astrologer.name,
      markdown,
      answeredAt: new Date(),
    });
    if (!saved) throw AppError.conflict(apiText('errors.fulfilment.orderLongerOpenRefunded'));
    res.json(toTaskDetail(saved));
  });

  router.post('/fulfilment/tasks/:txnid/deliver', astrologerOnly, async (req, res) => {
    const astrologer = await approvedAstrologer(req);
    const order = await claimedTask(req, astrologer);
    const { markdown } = parseBody(fulfilmentAnswerRequestSchema, req);
    const runtime = fulfilmentRuntimeOf(ctx);
    const delivered = await deliverAnswer(astrologer, order.txnid, markdown, { builders: runtime.builders, reports });
    await runtime.service.emailDelivery(delivered).catch((error: unknown) => ctx.logger.error(`Order ${delivered.txnid}: the answer could not be e-mailed`, error));
    res.json(toTaskDetail(delivered));
  });

  router.get('/admin/fulfilment', ctx.guards.requireRole('admin'), async (req, res) => {
    const { scope } = parseQuery(adminFulfilmentQuerySchema, req);
    const orders = await orderFulfilmentRepository.listTasks(scope === 'all' ? { scope } : { scope, now: new Date() });
    const body: FulfilmentTaskList = { items: orders.filter((order) => order.fulfilment).map((order) => toTask(order)) };
    res.set('Cache-Control', 'no-store').json(body);
  });

  router.get('/admin/fulfilment/:txnid', ctx.guards.requireRole('admin'), async (req, res) => {
    const { txnid } = parseParams(txnidParamsSchema, req);
    const order = await paymentOrderRepository.findByTxnid(txnid);
    if (!order?.fulfilment) throw AppError.notFound('task');
    res.set('Cache-Control', 'no-store').json(toTaskDetail(order));
  });

  return router;
}
