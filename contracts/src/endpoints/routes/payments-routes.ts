// Written by tools/contracts/write-endpoint-routes.ts from the declarations (the one owner of every path): do not
// edit. Each endpoint as its method and path alone, typed by its declaration, for the web: a request built from
// these does not evaluate the declarations' schemas (issue 37). Lint checks the file is current.
import type { RoutesOf } from '../endpoint';
import type { paymentsEndpoints } from '../payments-endpoints';

export const paymentsRoutes: RoutesOf<typeof paymentsEndpoints> = {
  refundToSourceQuote: { method: 'GET', path: '/wallet/refund-to-source' },
  refundToSource: { method: 'POST', path: '/wallet/refund-to-source' },
  createBookingPayment: { method: 'POST', path: '/payment/create' },
  createWalletRecharge: { method: 'POST', path: '/payment/wallet/recharge' },
  createWalletTopUp: { method: 'POST', path: '/payment/wallet/create' },
  createServicePayment: { method: 'POST', path: '/payment/service/create' },
  createReportPayment: { method: 'POST', path: '/payment/astrological-report/create' },
  callbackSuccess: { method: 'POST', path: '/payment/callback/success' },
  callbackFailure: { method: 'POST', path: '/payment/callback/failure' },
  downloadReport: { method: 'GET', path: '/download-report/:file' },
};
