import express, { Router } from 'express';
import { paymentsEndpoints } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/errors/app-error';
import { currentUser } from '../../shared/http/auth-guards';
import { explicitRequestLanguage } from '../../shared/http/request-language';
import { ANSWERED, endpointServer } from '../../shared/http/serve-endpoint';
import { sessionSettingsOf } from '../consultations/session-settings';
import { createReportStorage, isReportFileName } from '../reports/report-storage';
import { formFieldsOf } from './gateway/form-fields';
import { resolveGatewaySettings } from './gateway/gateway-settings';
import { paymentOrderRepository } from '../payment-orders/payment-order.repository';
import { createSandboxGatewayRouter } from './sandbox/sandbox-gateway.router';
import { applyGatewayCallback, type CallbackDeps } from './use-cases/apply-gateway-callback';
import { createBookingPayment } from './use-cases/create-booking-payment';
import { createReportPayment } from './use-cases/create-report-payment';
import { createServicePayment } from './use-cases/create-service-payment';
import { createWalletRecharge } from './use-cases/create-wallet-recharge';
import { createWalletTopUp } from './use-cases/create-wallet-top-up';
import { httpRefundSender, type RefundSender } from './gateway/refund-request';
import { handleSandboxPostservice } from './sandbox/sandbox-refunds';
import { quoteRefundToSource, refundToSource } from './use-cases/refund-to-source';

/** PayU's postservice for the configured environment (test or production). */
const payuRefundUrl = (baseUrl: string) => (/test\.payu\.in/.test(baseUrl) ? 'https://test.payu.in/merchant/postservice.php?form=2' : 'https://info.payu.in/merchant/postservice?form=2');

/**
 * Payments: creating orders (customers only), the gateway's callbacks (no session: trusted through the
 * response hash only), report downloads (owner only; orders themselves: modules/orders). While
 * no PayU credentials are configured the sandbox gateway is served too.
 */
export function createPaymentsRouter(ctx: AppContext, deps: Pick<CallbackDeps, 'startFulfilment' | 'afterPaid'>): Router {
  const router = Router();
  const serve = endpointServer(router, ctx.guards);
  const settings = resolveGatewaySettings(ctx.config);
  const sessionSettings = sessionSettingsOf(ctx.config);
  const storage = createReportStorage(ctx.config.payments.reportsDir);
  const gatewayForm = express.urlencoded({ extended: false, limit: '32kb' });

  if (settings.mode === 'sandbox') router.use(createSandboxGatewayRouter(settings, ctx.logger));

  // Unused wallet cash back to the payments it came from (docs/tax.md): PayU's postservice, or the sandbox's.
  const sendRefund: RefundSender =
    settings.mode === 'sandbox'
      ? async (fields) => handleSandboxPostservice(Object.fromEntries(new URLSearchParams(new URLSearchParams(fields).toString())), settings)
      : httpRefundSender(payuRefundUrl(ctx.config.payments.gateway.mode === 'payu' ? ctx.config.payments.gateway.baseUrl : ''));
  serve(paymentsEndpoints.refundToSourceQuote, async (_request, req) => quoteRefundToSource(currentUser(req).id));
  serve(paymentsEndpoints.refundToSource, async (_request, req) => refundToSource(currentUser(req).id, { settings, send: sendRefund, logger: ctx.logger }));

  serve(paymentsEndpoints.createBookingPayment, async ({ body }, req) => createBookingPayment(currentUser(req), body, settings, explicitRequestLanguage(req)));

  serve(paymentsEndpoints.createWalletRecharge, async ({ body }, req) => createWalletRecharge(currentUser(req), body.amount, settings, explicitRequestLanguage(req)));

  serve(paymentsEndpoints.createWalletTopUp, async ({ body }, req) => createWalletTopUp(currentUser(req), body, settings, sessionSettings.freeFirstMinutesOffer, explicitRequestLanguage(req)));

  serve(paymentsEndpoints.createServicePayment, async ({ body }, req) => createServicePayment(currentUser(req), body, settings, explicitRequestLanguage(req)));

  serve(paymentsEndpoints.createReportPayment, async ({ body }, req) => createReportPayment(currentUser(req), body, settings, explicitRequestLanguage(req)));

  for (const [route, declared] of [
    ['success', paymentsEndpoints.callbackSuccess],
    ['failure', paymentsEndpoints.callbackFailure],
  ] as const) {
    serve(declared, gatewayForm, async (_request, req, res) => {
      const result = await applyGatewayCallback(formFieldsOf(req), route, {
        settings,
        logger: ctx.logger,
        startFulfilment: deps.startFulfilment,
        afterPaid: deps.afterPaid,
        events: ctx.events,
        sessionSettings,
      });
      res.set('Cache-Control', 'no-store').redirect(303, result.redirectUrl);
      return ANSWERED;
    });
  }

  serve(paymentsEndpoints.downloadReport, async ({ params }, req, res) => {
    const { file } = params;
    const order = isReportFileName(file) ? await paymentOrderRepository.findByReportFile(file) : null;
    if (!order || order.userId !== currentUser(req).id) throw AppError.notFound('report');
    const pdf = await storage.read(file);
    if (!pdf) throw AppError.notFound('report');
    res
      .status(200)
      .set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="AstroSetu-${order.details.reportType ?? 'astrological'}-report.pdf"`,
        'Cache-Control': 'private, no-store',
      })
      .send(pdf);
    return ANSWERED;
  });

  return router;
}
