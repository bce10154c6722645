import { randomInt, timingSafeEqual } from 'node:crypto';
import type { GatewaySettings } from '../gateway/gateway-settings';
import { gatewayAmountToPaise } from '../gateway/payu-hash';
import { postserviceHash, REFUND_COMMAND, type PayuRefundAnswer } from '../gateway/refund-request';

/** A refund the sandbox accepted, as it arrived (tests read them; the sandbox keeps them in memory only). */
export interface SandboxRefund {
  fields: Record<string, string>;
  amountPaise: number;
  requestId: string;
}

const accepted: SandboxRefund[] = [];

export function sandboxRefunds(): readonly SandboxRefund[] {
  return accepted;
}

/**
 * The sandbox's postservice: checks a `cancel_refund_transaction` request as PayU does (our key, the command, the
 * hash over key|command|var1|salt, a payment id, a token never used before, a positive amount) and queues it.
 */
export function handleSandboxPostservice(fields: Record<string, string | undefined>, settings: Pick<GatewaySettings, 'key' | 'salt'>): PayuRefundAnswer {
  const key = fields.key ?? '';
  const command = fields.command ?? '';
  const var1 = fields.var1 ?? '';
  if (key !== settings.key) return { status: 0, msg: 'Invalid key' };
  if (command !== REFUND_COMMAND) return { status: 0, msg: `Unknown command ${command}` };
  const expected = Buffer.from(postserviceHash(key, command, var1, settings.salt));
  const given = Buffer.from(fields.hash ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { status: 0, msg: 'Invalid Hash' };
  if (!var1) return { status: 0, msg: 'Invalid mihpayid' };
  const token = fields.var2 ?? '';
  if (!token) return { status: 0, msg: 'Token ID is mandatory' };
  if (accepted.some((refund) => refund.fields.var2 === token)) return { status: 0, msg: 'Token ID already used' };
  const amountPaise = gatewayAmountToPaise(fields.var3);
  if (amountPaise === null || amountPaise <= 0) return { status: 0, msg: 'Invalid amount' };
  const requestId = String(randomInt(100_000_000, 999_999_999));
  accepted.push({ fields: Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, value ?? ''])), amountPaise, requestId });
  return { status: 1, msg: 'Refund Request Queued', request_id: requestId, mihpayid: var1, error_code: 102 };
}
