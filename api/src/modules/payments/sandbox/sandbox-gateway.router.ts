import { randomBytes, randomInt } from 'node:crypto';
import express, { Router, type Request, type Response } from 'express';
import { apiUrlOf, sandboxGatewayEndpoints } from '@astrosetu/contracts';
import { ANSWERED, endpointServer } from '../../../shared/http/serve-endpoint';
import type { Logger } from '../../../shared/logging/logger';
import { formFieldsOf } from '../gateway/form-fields';
import type { GatewaySettings } from '../gateway/gateway-settings';
import { gatewayAmountToPaise, payuResponseHash, verifyPayuRequestHash, type PayuRequestFields } from '../gateway/payu-hash';
import { handleSandboxPostservice } from './sandbox-refunds';
import { renderCheckoutPage, renderRejectedPage, renderReturnPage, SANDBOX_METHODS, type SandboxMode } from './sandbox-pages';

/** The request fields a merchant posts; only these travel on to the completion step. */
const REQUEST_FIELDS = ['key', 'txnid', 'amount', 'productinfo', 'firstname', 'email', 'phone', 'surl', 'furl', 'hash', 'udf1', 'udf2', 'udf3', 'udf4', 'udf5'] as const;

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

/**
 * A per-response policy: scripts and styles only with this response's nonce, forms only to this
 * origin, the callback origin and the site (the callback answers with a redirect there).
 */
function sendPage(res: Response, status: number, html: string, nonce: string, settings: GatewaySettings): void {
  const formTargets = new Set(["'self'", originOf(settings.successUrl), originOf(settings.siteUrl)].filter(Boolean));
  res
    .status(status)
    .set({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': [
        "default-src 'none'",
        `script-src 'nonce-${nonce}'`,
        `style-src 'nonce-${nonce}'`,
        `form-action ${[...formTargets].join(' ')}`,
        "base-uri 'none'",
        "frame-ancestors 'none'",
      ].join('; '),
    })
    .send(html);
}

type RequestField = (typeof REQUEST_FIELDS)[number];
type Checked = { ok: true; request: Record<RequestField, string>; amountPaise: number } | { ok: false; reason: string };

/** What a gateway checks before showing a checkout: our key, a signed request, callbacks we know. */
function checkRequest(fields: Record<string, string | undefined>, settings: GatewaySettings): Checked {
  const request = Object.fromEntries(REQUEST_FIELDS.map((name) => [name, fields[name] ?? ''])) as Record<RequestField, string>;
  if (request.key !== settings.key) return { ok: false, reason: 'The merchant key is not known to this gateway.' };
  if (!request.txnid || !request.hash) return { ok: false, reason: 'The request has no transaction id or hash.' };
  const amountPaise = gatewayAmountToPaise(request.amount);
  if (amountPaise === null || amountPaise <= 0) return { ok: false, reason: 'The amount is not valid.' };
  const hashed: PayuRequestFields = request;
  if (!verifyPayuRequestHash(hashed, settings.salt, request.hash)) {
    return { ok: false, reason: 'The request hash does not match its fields: the payment request was changed after the merchant signed it.' };
  }
  // Like a real gateway's registered return URLs: never post a signed answer to an unknown address.
  if (request.surl !== settings.successUrl || request.furl !== settings.failureUrl) {
    return { ok: false, reason: 'The return addresses are not the ones registered for this merchant.' };
  }
  return { ok: true, request, amountPaise };
}

/**
 * The embedded sandbox gateway (only mounted while no PayU credentials are configured). It speaks the
 * hosted-checkout protocol: it verifies the request hash, shows the order, and posts a response signed
 * with the reverse hash back to surl or furl. It never reads AstroSetu's database: it knows only what
 * the browser brings, like a real gateway.
 */
export function createSandboxGatewayRouter(settings: GatewaySettings, logger: Logger): Router {
  const router = Router();
  // Its endpoints are trusted through their hashes (access 'signature'): no session, so no guards.
  const serve = endpointServer(router);
  const form = express.urlencoded({ extended: false, limit: '32kb' });

  /** The checkout page, for a request in the query string (GET) or posted as a form (POST, as merchants do). */
  const checkout = (req: Request, res: Response): typeof ANSWERED => {
    const nonce = randomBytes(16).toString('base64');
    const checked = checkRequest(formFieldsOf(req), settings);
    if (!checked.ok) {
      logger.warn(`Sandbox gateway refused a payment request: ${checked.reason}`);
      sendPage(res, 400, renderRejectedPage(checked.reason, nonce), nonce, settings);
      return ANSWERED;
    }
    const { request } = checked;
    const html = renderCheckoutPage(
      {
        amountPaise: checked.amountPaise,
        productinfo: request.productinfo,
        txnid: request.txnid,
        firstname: request.firstname,
        email: request.email,
        requestFields: request,
        completeAction: apiUrlOf(sandboxGatewayEndpoints.complete),
      },
      nonce,
    );
    sendPage(res, 200, html, nonce, settings);
    return ANSWERED;
  };
  // Any other method on the checkout address (HEAD too, which Express would otherwise give to GET): 405.
  // eslint-disable-next-line no-restricted-syntax -- the documented catch-all: a 405 for undeclared methods, no endpoint of its own (api/test/declared-endpoints.test.ts names it)
  router.all(sandboxGatewayEndpoints.checkout.path, (req, res, next) => {
    if (req.method === 'GET' || req.method === 'POST') return next();
    res.status(405).set('Allow', 'GET, POST').end();
  });
  serve(sandboxGatewayEndpoints.checkout, form, (_request, req, res) => checkout(req, res));
  serve(sandboxGatewayEndpoints.checkoutForm, form, (_request, req, res) => checkout(req, res));

  serve(sandboxGatewayEndpoints.complete, form, (_request, req, res) => {
    const nonce = randomBytes(16).toString('base64');
    const fields = formFieldsOf(req);
    const checked = checkRequest(fields, settings);
    if (!checked.ok) {
      logger.warn(`Sandbox gateway refused a completion: ${checked.reason}`);
      sendPage(res, 400, renderRejectedPage(checked.reason, nonce), nonce, settings);
      return ANSWERED;
    }
    const { request } = checked;
    const succeeded = fields.outcome === 'success';
    const mode: SandboxMode = SANDBOX_METHODS.find((method) => method.mode === fields.mode)?.mode ?? 'UPI';
    const status = succeeded ? 'success' : 'failure';
    const response: Record<string, string> = {
      mihpayid: String(randomInt(100_000_000, 999_999_999)) + String(randomInt(100, 999)),
      mode,
      status,
      unmappedstatus: succeeded ? 'captured' : 'failed',
      key: request.key,
      txnid: request.txnid,
      amount: request.amount,
      productinfo: request.productinfo,
      firstname: request.firstname,
      email: request.email,
      phone: request.phone,
      udf1: request.udf1,
      udf2: request.udf2,
      udf3: request.udf3,
      udf4: request.udf4,
      udf5: request.udf5,
      bank_ref_num: succeeded ? `SBX${randomInt(10_000_000, 99_999_999)}` : '',
      error: succeeded ? 'E000' : 'E308',
      error_Message: succeeded ? 'No Error' : 'Transaction declined in the sandbox',
      PG_TYPE: 'SANDBOX',
    };
    response.hash = payuResponseHash({ ...request, status }, settings.salt);
    sendPage(res, 200, renderReturnPage(succeeded ? request.surl : request.furl, response, nonce, succeeded), nonce, settings);
    return ANSWERED;
  });

  /** PayU's merchant postservice (refunds: cancel_refund_transaction), answered as JSON like PayU does. */
  serve(sandboxGatewayEndpoints.postservice, form, (_request, req) => {
    const answer = handleSandboxPostservice(formFieldsOf(req), settings);
    if (answer.status !== 1) logger.warn(`Sandbox gateway refused a refund: ${answer.msg}`);
    return answer;
  });

  return router;
}
