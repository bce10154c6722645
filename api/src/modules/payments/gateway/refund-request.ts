import { createHash } from 'node:crypto';
import type { PayuPostserviceAnswer } from '@astrosetu/contracts';
import type { GatewaySettings } from './gateway-settings';

/**
 * PayU's refund: the `cancel_refund_transaction` command of its merchant postservice API, a form post of key, command,
 * var1 (the payment's mihpayid), var2 (our unique token for this refund), var3 (the amount in rupees) and
 * hash = sha512(key|command|var1|salt). The answer is JSON: status 1 with "Refund Request Queued" and a request_id,
 * or status 0 with the reason (docs.payu.in, Refund Transaction API).
 */
export const REFUND_COMMAND = 'cancel_refund_transaction';

/** The postservice's answer; contracts declares it, as the sandbox gateway's postservice endpoint answers it. */
export type PayuRefundAnswer = PayuPostserviceAnswer;

export function postserviceHash(key: string, command: string, var1: string, salt: string): string {
  return createHash('sha512').update(`${key}|${command}|${var1}|${salt}`, 'utf8').digest('hex');
}

export function refundRequestFields(settings: Pick<GatewaySettings, 'key' | 'salt'>, mihpayid: string, token: string, amountPaise: number): Record<string, string> {
  return {
    key: settings.key,
    command: REFUND_COMMAND,
    var1: mihpayid,
    var2: token,
    var3: (amountPaise / 100).toFixed(2),
    hash: postserviceHash(settings.key, REFUND_COMMAND, mihpayid, settings.salt),
  };
}

/** Sends one refund to the gateway: over HTTP to PayU, or to the sandbox in process (the same form body). */
export type RefundSender = (fields: Record<string, string>) => Promise<PayuRefundAnswer>;

export function httpRefundSender(url: string): RefundSender {
  return async (fields) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new Error(`The gateway answered ${response.status} to a refund`);
    return (await response.json()) as PayuRefundAnswer;
  };
}
