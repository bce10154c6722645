import { Router, type Request, type RequestHandler } from 'express';
import {
  apiUrlOf,
  deliverableItems,
  fulfilmentEndpoints,
  type AdminAstrologer,
  type FulfilmentTask,
  type FulfilmentTaskDetail,
  type FulfilmentTaskList,
} from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/errors/app-error';
import { currentUser } from '../../shared/http/auth-guards';
import { ANSWERED, endpointServer } from '../../shared/http/serve-endpoint';
import { astrologerRepository } from '../astrologers/astrologer.repository';
import { orderImageUrlOf } from '../order-images/order-image-url';
import { paymentOrderRepository, type PaymentOrderRecord } from '../payment-orders/payment-order.repository';
import { createReportStorage } from '../reports/report-storage';
import type { FulfilmentRuntime } from './fulfilment-runtime';
import { orderFulfilmentRepository } from '../payment-orders/order-fulfilment.repository';
import { customerNameOf, imagesOfInputs } from '../payments/order-item';
import { deliverAnswer } from './use-cases/deliver-answer';
import { apiText } from '../../shared/i18n/api-text';

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
    ...(order.reportFile ? { reportUrl: apiUrlOf(fulfilmentEndpoints.report, { params: { txnid: order.txnid } }) } : {}),
    ...(f.answer ? { answer: { astrologerName: f.answer.astrologerName, markdown: f.answer.markdown, answeredAt: new Date(f.answer.answeredAt).toISOString() } } : {}),
  };
}

/**
 * The fulfilment queue of items that need a person: approved astrologers list open items, claim one
 * (atomic: one astrologer at a time), read its inputs (private images included) and deliver the
 * answer. Admins see every item and the overdue orders.
 */
export function createFulfilmentRouter(ctx: AppContext, runtime: FulfilmentRuntime): Router {
  const router = Router();
  const serve = endpointServer(router, ctx.guards);
  const reports = createReportStorage(ctx.config.payments.reportsDir);

  /** The profile approvedAstrologerOnly found for this request. */
  const approvedProfiles = new WeakMap<Request, AdminAstrologer>();
  const approvedAstrologerOf = (req: Request): AdminAstrologer => approvedProfiles.get(req)!;

  /**
   * Only approved astrologers fulfil orders. A guard, so it runs before the request's parts are parsed: an
   * astrologer who is not approved gets 403 whatever they send.
   */
  const approvedAstrologerOnly: RequestHandler = async (req, _res, next) => {
    const user = currentUser(req);
    const profile = user.astrologerId ? await astrologerRepository.findById(user.astrologerId) : null;
    if (!profile || profile.approvalStatus !== 'approved') throw AppError.forbidden(apiText('errors.fulfilment.approvedAstrologersFulfilOrders'));
    approvedProfiles.set(req, profile);
    next();
  };

  /** The report's PDF is for astrologers (approved ones) and admins; an endpoint names one access, so this checks the role. */
  const approvedAstrologerOrAdmin: RequestHandler = async (req, res, next) => {
    const { role } = currentUser(req);
    if (role === 'admin') return next();
    if (role !== 'astrologer') throw AppError.forbidden();
    return approvedAstrologerOnly(req, res, next);
  };

  /** An item this astrologer may open: claimed by them. Anything else answers like a missing one. */
  const claimedTask = async (txnid: string, astrologer: AdminAstrologer): Promise<PaymentOrderRecord> => {
    const order = await paymentOrderRepository.findByTxnid(txnid);
    if (!order?.fulfilment || order.fulfilment.mode !== 'astrologer' || order.fulfilment.claim?.astrologerId !== astrologer.id) throw AppError.notFound('task');
    return order;
  };

  serve(fulfilmentEndpoints.tasks, approvedAstrologerOnly, async ({ query }, req, res) => {
    const astrologer = approvedAstrologerOf(req);
    const { scope } = query;
    const orders = await orderFulfilmentRepository.listTasks(scope === 'open' ? { scope } : { scope, astrologerId: astrologer.id });
    const body: FulfilmentTaskList = { items: orders.map((order) => toTask(order)) };
    res.set('Cache-Control', 'no-store');
    return body;
  });

  serve(fulfilmentEndpoints.claim, approvedAstrologerOnly, async ({ params }, req) => {
    const astrologer = approvedAstrologerOf(req);
    const { txnid } = params;
    const claimed = await orderFulfilmentRepository.claim(txnid, { astrologerId: astrologer.id, name: astrologer.name, at: new Date() });
    if (!claimed) {
      const order = await paymentOrderRepository.findByTxnid(txnid);
      if (!order?.fulfilment || order.fulfilment.mode !== 'astrologer') throw AppError.notFound('task');
      throw AppError.conflict(order.fulfilment.claim ? apiText('errors.fulfilment.alreadyClaimed') : apiText('errors.fulfilment.noLongerOpen'));
    }
    return toTaskDetail(claimed);
  });

  serve(fulfilmentEndpoints.task, approvedAstrologerOnly, async ({ params }, req, res) => {
    const order = await claimedTask(params.txnid, approvedAstrologerOf(req));
    res.set('Cache-Control', 'no-store');
    return toTaskDetail(order);
  });

  serve(fulfilmentEndpoints.report, approvedAstrologerOrAdmin, async ({ params }, req, res) => {
    const order = currentUser(req).role === 'admin'
      ? await paymentOrderRepository.findByTxnid(params.txnid)
      : await claimedTask(params.txnid, approvedAstrologerOf(req));
    const pdf = order?.reportFile ? await reports.read(order.reportFile) : null;
    if (!pdf) throw AppError.notFound('report');
    res.status(200).set({ 'Content-Type': 'application/pdf', 'Cache-Control': 'private, no-store' }).send(pdf);
    return ANSWERED;
  });

  /** Saves a draft of the answer (not shown to the customer) so a long answer is not lost. */
  serve(fulfilmentEndpoints.draft, approvedAstrologerOnly, async ({ params, body }, req) => {
    const astrologer = approvedAstrologerOf(req);
    const order = await claimedTask(params.txnid, astrologer);
    const saved = await orderFulfilmentRepository.recordAnswerDraft(order.txnid, astrologer.id, {
      astrologerId: astrologer.id,
      astrologerName: astrologer.name,
      markdown: body.markdown,
      answeredAt: new Date(),
    });
    if (!saved) throw AppError.conflict(apiText('errors.fulfilment.orderLongerOpenRefunded'));
    return toTaskDetail(saved);
  });

  serve(fulfilmentEndpoints.deliver, approvedAstrologerOnly, async ({ params, body }, req) => {
    const astrologer = approvedAstrologerOf(req);
    const order = await claimedTask(params.txnid, astrologer);
    const delivered = await deliverAnswer(astrologer, order.txnid, body.markdown, { builders: runtime.builders, reports });
    await runtime.service.emailDelivery(delivered).catch((error: unknown) => ctx.logger.error(`Order ${delivered.txnid}: the answer could not be e-mailed`, error));
    return toTaskDetail(delivered);
  });

  serve(fulfilmentEndpoints.adminTasks, async ({ query }, _req, res) => {
    const { scope } = query;
    const orders = await orderFulfilmentRepository.listTasks(scope === 'all' ? { scope } : { scope, now: new Date() });
    const body: FulfilmentTaskList = { items: orders.filter((order) => order.fulfilment).map((order) => toTask(order)) };
    res.set('Cache-Control', 'no-store');
    return body;
  });

  serve(fulfilmentEndpoints.adminTask, async ({ params }, _req, res) => {
    const order = await paymentOrderRepository.findByTxnid(params.txnid);
    if (!order?.fulfilment) throw AppError.notFound('task');
    res.set('Cache-Control', 'no-store');
    return toTaskDetail(order);
  });

  return router;
}
