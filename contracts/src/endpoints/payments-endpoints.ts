import {
  bookingPaymentRequestSchema,
  createPaymentResponseSchema,
  reportPaymentRequestSchema,
  servicePaymentRequestSchema,
  walletRechargeRequestSchema,
  walletRechargeResponseSchema,
  walletTopUpRequestSchema,
} from '../payment';
import { refundToSourceQuoteSchema, refundToSourceResponseSchema } from '../tax';
import { endpoint, fileResponse, redirectResponse, schemaResponse } from './endpoint';
import { storedFileParamsSchema } from './uploads-endpoints';

/**
 * Payments (api/src/modules/payments): the orders a customer creates (the server fixes every amount and answers with
 * the gateway's form fields), the gateway's callbacks, report downloads, and unused wallet cash sent back to the
 * payments it came from. The customer's orders themselves: orders-endpoints.ts.
 */
export const paymentsEndpoints = {
  refundToSourceQuote: endpoint({
    method: 'GET',
    path: '/wallet/refund-to-source',
    summary: 'What a refund of the unused wallet cash would send back now, payment by payment',
    access: 'user',
    response: schemaResponse('RefundToSourceQuote', refundToSourceQuoteSchema),
  }),
  refundToSource: endpoint({
    method: 'POST',
    path: '/wallet/refund-to-source',
    summary: 'Send the unused wallet cash back to the payments it came from (newest first)',
    access: 'user',
    response: schemaResponse('RefundToSourceResponse', refundToSourceResponseSchema),
  }),
  createBookingPayment: endpoint({
    method: 'POST',
    path: '/payment/create',
    summary: "The booking page's payment: the package price into the wallet, the package booked once paid",
    access: 'user',
    body: bookingPaymentRequestSchema,
    response: schemaResponse('CreatePaymentResponse', createPaymentResponseSchema),
    status: 201,
  }),
  createWalletRecharge: endpoint({
    method: 'POST',
    path: '/payment/wallet/recharge',
    summary: 'A wallet top-up of the amount asked for (whole rupees within the bounds)',
    access: 'user',
    body: walletRechargeRequestSchema,
    response: schemaResponse('WalletRechargeResponse', walletRechargeResponseSchema),
    status: 201,
  }),
  createWalletTopUp: endpoint({
    method: 'POST',
    path: '/payment/wallet/create',
    summary: '"Add ₹X and book": the wallet topped up by what the package lacks, the package booked once paid',
    access: 'user',
    body: walletTopUpRequestSchema,
    response: schemaResponse('CreatePaymentResponse', createPaymentResponseSchema),
    status: 201,
  }),
  createServicePayment: endpoint({
    method: 'POST',
    path: '/payment/service/create',
    summary: "A catalogue service's payment, priced by (service, packageName), with the item's inputs when given",
    access: 'user',
    body: servicePaymentRequestSchema,
    response: schemaResponse('CreatePaymentResponse', createPaymentResponseSchema),
    status: 201,
  }),
  createReportPayment: endpoint({
    method: 'POST',
    path: '/payment/astrological-report/create',
    summary: "An astrological report's payment, priced by its report type",
    access: 'user',
    body: reportPaymentRequestSchema,
    response: schemaResponse('CreatePaymentResponse', createPaymentResponseSchema),
    status: 201,
  }),
  callbackSuccess: endpoint({
    method: 'POST',
    path: '/payment/callback/success',
    summary: "The gateway's answer for a successful payment (form-encoded, trusted through its response hash); 303 to the landing page",
    access: 'signature',
    response: redirectResponse('Landing page (303)'),
  }),
  callbackFailure: endpoint({
    method: 'POST',
    path: '/payment/callback/failure',
    summary: "The gateway's answer for a failed payment (form-encoded, trusted through its response hash); 303 to the landing page",
    access: 'signature',
    response: redirectResponse('Landing page (303)'),
  }),
  downloadReport: endpoint({
    method: 'GET',
    path: '/download-report/:file',
    summary: "A paid astrological report's PDF (its owner only)",
    access: 'signed-in',
    params: storedFileParamsSchema,
    response: fileResponse('Report PDF'),
  }),
};
