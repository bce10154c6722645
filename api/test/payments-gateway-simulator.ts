import type { CreatePaymentResponse } from '@astrosetu/contracts';
import { resolveGatewaySettings, type GatewaySettings } from '../src/modules/payments/gateway/gateway-settings';
import { payuResponseHash } from '../src/modules/payments/gateway/payu-hash';
import { PaymentOrderModel } from '../src/modules/payment-orders/payment-order.model';
import type { TestServer } from './harness';

/**
 * Plays the payment gateway in tests: answers a created payment the way PayU does (form-encoded
 * fields signed with the reverse hash) and posts the answer to the API's callback routes.
 */
export interface GatewayAnswer {
  fields: Record<string, string>;
  route: 'success' | 'failure';
}

export function gatewaySettingsOf(server: TestServer): GatewaySettings {
  return resolveGatewaySettings(server.server.ctx.config);
}

/** The gateway's signed answer to `payment`; `edit` changes fields after signing (a tamperer). */
export function gatewayAnswer(
  server: TestServer,
  payment: CreatePaymentResponse,
  status: 'success' | 'failure' | 'pending' = 'success',
  options: { edit?: Record<string, string>; mode?: string } = {},
): GatewayAnswer {
  const { salt } = gatewaySettingsOf(server);
  const data = payment.paymentData;
  // A payment the API refused has no form: say what it answered instead of failing on a missing field.
  if (!data) throw new Error(`gatewayAnswer: no payment to answer; the API answered ${JSON.stringify(payment)}`);
  const fields: Record<string, string> = {
    mihpayid: '403993715531077182',
    mode: options.mode ?? 'UPI',
    status,
    unmappedstatus: status === 'success' ? 'captured' : 'failed',
    key: data.key,
    txnid: data.txnid,
    amount: data.amount,
    productinfo: data.productinfo,
    firstname: data.firstname,
    email: data.email,
    phone: data.phone,
    udf1: data.udf1,
    udf2: data.udf2,
    udf3: data.udf3,
    udf4: data.udf4,
    udf5: data.udf5,
    bank_ref_num: '873049201',
    error: status === 'success' ? 'E000' : 'E308',
    error_Message: status === 'success' ? 'No Error' : 'Declined',
  };
  fields.hash = payuResponseHash({ ...data, status }, salt);
  return { fields: { ...fields, ...options.edit }, route: status === 'success' ? 'success' : 'failure' };
}

export interface CallbackResponse {
  status: number;
  location: string;
}

/** Posts a form to the API without following redirects (the site they point to is not running in tests). */
export async function postForm(server: TestServer, path: string, fields: Record<string, string>): Promise<{ status: number; location: string; text: string }> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location') ?? '', text: await response.text() };
}

export async function postCallback(server: TestServer, answer: GatewayAnswer): Promise<CallbackResponse> {
  const { status, location } = await postForm(server, `/api/payment/callback/${answer.route}`, answer.fields);
  return { status, location };
}

/** The hidden fields of the first form in an HTML page, with its action. */
export function formOf(html: string): { action: string; fields: Record<string, string> } {
  const decode = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');
  const action = /<form[^>]*action="([^"]*)"/.exec(html)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) fields[decode(match[1])] = decode(match[2]);
  return { action: decode(action), fields };
}

/** How many payment orders a customer has (to check that a refused request created none). */
export async function orderCount(userId: number): Promise<number> {
  return PaymentOrderModel.countDocuments({ userId });
}
