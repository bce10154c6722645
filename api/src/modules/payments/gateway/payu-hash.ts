import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * PayU hosted-checkout hashes (SHA-512, lower-case hex). The gateway and the merchant share `salt`;
 * the request hash proves the merchant fixed these fields, the response ("reverse") hash proves the
 * gateway's answer was not edited in the browser on its way back.
 *
 *   request:  sha512(key|txnid|amount|productinfo|firstname|email|udf1|udf2|udf3|udf4|udf5||||||SALT)
 *   response: sha512(SALT|status||||||udf5|udf4|udf3|udf2|udf1|email|firstname|productinfo|amount|txnid|key)
 *             with additionalCharges| in front when the gateway added charges.
 */

export interface PayuRequestFields {
  key: string;
  txnid: string;
  /** Rupees with two decimals, exactly as posted (e.g. "500.00"). */
  amount: string;
  productinfo: string;
  firstname: string;
  email: string;
  udf1?: string;
  udf2?: string;
  udf3?: string;
  udf4?: string;
  udf5?: string;
}

export interface PayuResponseFields extends PayuRequestFields {
  status: string;
  additionalCharges?: string;
}

/** udf6..udf10 are always empty in this protocol version: five empty slots between udf5 and the salt/status. */
const EMPTY_UDF6_TO_UDF10 = ['', '', '', '', ''];

function sha512Hex(text: string): string {
  return createHash('sha512').update(text, 'utf8').digest('hex');
}

export function requestHashInput(fields: PayuRequestFields, salt: string): string {
  return [
    fields.key,
    fields.txnid,
    fields.amount,
    fields.productinfo,
    fields.firstname,
    fields.email,
    fields.udf1 ?? '',
    fields.udf2 ?? '',
    fields.udf3 ?? '',
    fields.udf4 ?? '',
    fields.udf5 ?? '',
    ...EMPTY_UDF6_TO_UDF10,
    salt,
  ].join('|');
}

export function responseHashInput(fields: PayuResponseFields, salt: string): string {
  const parts = [
    salt,
    fields.status,
    ...EMPTY_UDF6_TO_UDF10,
    fields.udf5 ?? '',
    fields.udf4 ?? '',
    fields.udf3 ?? '',
    fields.udf2 ?? '',
    fields.udf1 ?? '',
    fields.email,
    fields.firstname,
    fields.productinfo,
    fields.amount,
    fields.txnid,
    fields.key,
  ];
  return (fields.additionalCharges ? [fields.additionalCharges, ...parts] : parts).join('|');
}

export function payuRequestHash(fields: PayuRequestFields, salt: string): string {
  return sha512Hex(requestHashInput(fields, salt));
}

export function payuResponseHash(fields: PayuResponseFields, salt: string): string {
  return sha512Hex(responseHashInput(fields, salt));
}

/** Constant-time comparison of two hex digests (case-insensitive); false for anything malformed. */
export function hashesMatch(expected: string, received: string | undefined): boolean {
  if (typeof received !== 'string' || !/^[0-9a-f]{128}$/i.test(received)) return false;
  return timingSafeEqual(Buffer.from(expected.toLowerCase(), 'utf8'), Buffer.from(received.toLowerCase(), 'utf8'));
}

export function verifyPayuRequestHash(fields: PayuRequestFields, salt: string, received: string | undefined): boolean {
  return hashesMatch(payuRequestHash(fields, salt), received);
}

export function verifyPayuResponseHash(fields: PayuResponseFields, salt: string, received: string | undefined): boolean {
  return hashesMatch(payuResponseHash(fields, salt), received);
}

/** Paise -> the gateway's amount text: rupees with exactly two decimals, no grouping (50000 -> "500.00"). */
export function paiseToGatewayAmount(paise: number): string {
  if (!Number.isInteger(paise) || paise < 0) throw new Error(`Not a paise amount: ${paise}`);
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/** The gateway's amount text -> paise, or null when it is not a plain decimal rupee amount. */
export function gatewayAmountToPaise(amount: string | undefined): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec((amount ?? '').trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
