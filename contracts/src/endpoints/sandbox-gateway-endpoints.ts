import { endpoint, fileResponse, jsonResponse } from './endpoint';

/** PayU's merchant postservice answer (a refund request's outcome); status 1 is accepted. */
export interface PayuPostserviceAnswer {
  status: number;
  msg: string;
  request_id?: string;
  mihpayid?: string;
  error_code?: number;
}

/**
 * The embedded sandbox gateway (api/src/modules/payments/sandbox), mounted only while no PayU credentials are
 * configured. It speaks PayU's hosted-checkout protocol: every request is trusted through its hash, none through a
 * session, and the pages are HTML (a refused request is a 400 page, not a JSON error).
 */
export const sandboxGatewayEndpoints = {
  checkout: endpoint({
    method: 'GET',
    path: '/sandbox-gateway/_payment',
    summary: 'The checkout page for a signed payment request in the query string (HTML)',
    access: 'signature',
    response: fileResponse('Checkout page (HTML)'),
  }),
  checkoutForm: endpoint({
    method: 'POST',
    path: '/sandbox-gateway/_payment',
    summary: 'The checkout page for a signed payment request posted as a form, as a merchant posts it (HTML)',
    access: 'signature',
    response: fileResponse('Checkout page (HTML)'),
  }),
  complete: endpoint({
    method: 'POST',
    path: '/sandbox-gateway/_payment/complete',
    summary: "The customer's choice (pay or decline): a page that posts the signed answer to the merchant's surl or furl (HTML)",
    access: 'signature',
    response: fileResponse('Return page (HTML)'),
  }),
  postservice: endpoint({
    method: 'POST',
    path: '/sandbox-gateway/merchant/postservice',
    summary: "PayU's merchant postservice (refunds: cancel_refund_transaction), answered as JSON like PayU does",
    access: 'signature',
    response: jsonResponse<PayuPostserviceAnswer>('PayuPostserviceAnswer'),
  }),
};
