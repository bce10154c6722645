import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { EMAIL_CODE_LENGTH } from '@astrosetu/contracts';

/**
 * One-time codes (e-mail change, sign-up e-mail, mobile number): random digits, stored only as an HMAC with a
 * per-code salt and compared in constant time, so a copy of the database does not give the codes away.
 */

/** A uniformly random code of EMAIL_CODE_LENGTH digits (leading zeros kept). */
export function newVerificationCode(): string {
  return randomInt(0, 10 ** EMAIL_CODE_LENGTH).toString().padStart(EMAIL_CODE_LENGTH, '0');
}

export function newSalt(): string {
  return randomBytes(16).toString('base64');
}

export function hashVerificationCode(code: string, salt: string): string {
  return createHmac('sha256', salt).update(code).digest('base64');
}

export function verificationCodeMatches(code: string, salt: string, expectedHash: string): boolean {
  const actual = Buffer.from(hashVerificationCode(code, salt), 'base64');
  const expected = Buffer.from(expectedHash, 'base64');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
