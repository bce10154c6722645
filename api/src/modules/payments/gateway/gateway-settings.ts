import { createHmac } from 'node:crypto';
import { apiUrlOf, paymentsEndpoints, sandboxGatewayEndpoints } from '@astrosetu/contracts';
import type { AppConfig } from '../../../config/config';

/** Where the browser is sent to pay and where the gateway sends it back. */
export interface GatewaySettings {
  mode: 'payu' | 'sandbox';
  key: string;
  salt: string;
  /** The hosted checkout the browser posts the payment form to. */
  paymentUrl: string;
  /** Our callback routes, absolute: the gateway posts the browser back to them. */
  successUrl: string;
  failureUrl: string;
  /** The site the browser lands on after a callback. */
  siteUrl: string;
}

export const SANDBOX_KEY = 'ASTROSANDBOX';
export const SANDBOX_GATEWAY_PATH = apiUrlOf(sandboxGatewayEndpoints.checkoutForm);
export const CALLBACK_SUCCESS_PATH = apiUrlOf(paymentsEndpoints.callbackSuccess);
export const CALLBACK_FAILURE_PATH = apiUrlOf(paymentsEndpoints.callbackFailure);

/**
 * The sandbox's salt is derived from the JWT secret: stable across restarts (an order created before a
 * restart can still be paid) and different on every deployment that sets its own secret.
 */
function sandboxSalt(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('astrosetu-payment-sandbox-salt').digest('hex').slice(0, 32);
}

export function resolveGatewaySettings(config: AppConfig): GatewaySettings {
  const { gateway, callbackBaseUrl } = config.payments;
  const common = {
    successUrl: `${callbackBaseUrl}${CALLBACK_SUCCESS_PATH}`,
    failureUrl: `${callbackBaseUrl}${CALLBACK_FAILURE_PATH}`,
    siteUrl: config.publicSiteUrl.replace(/\/+$/, ''),
  };
  if (gateway.mode === 'payu') {
    return { mode: 'payu', key: gateway.key, salt: gateway.salt, paymentUrl: `${gateway.baseUrl}/_payment`, ...common };
  }
  return {
    mode: 'sandbox',
    key: SANDBOX_KEY,
    salt: sandboxSalt(config.jwtSecret),
    paymentUrl: `${callbackBaseUrl}${SANDBOX_GATEWAY_PATH}`,
    ...common,
  };
}
