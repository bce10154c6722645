import { z } from 'zod';
import { validationText } from './validation-text';

/**
 * Verified accounts (docs/trust.md#verified-accounts): a customer confirms their e-mail address (a code mailed at
 * sign-up) and their mobile number (a code sent by SMS) before their first booking. The free first minutes are
 * given once per verified mobile number.
 */
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_MINUTES = 10;
/** Wrong guesses allowed on one code; then a new code must be asked for. */
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;
/** The least time between two codes to one account on one channel (the "Resend" button waits this long). */
export const VERIFICATION_RESEND_AFTER_SECONDS = 30;

const INDIAN_MOBILE = /^[6-9]\d{9}$/;

/**
 * An Indian mobile number as people type it ("098765 43210", "+91-98765-43210", "919876543210"), stored and
 * sent in one form: +91 and the 10 digits. Landlines and other countries are refused (SMS codes go to Indian
 * mobiles only: the sender is registered on India's DLT).
 */
export const indianMobileSchema = z
  .string({ message: validationText('phone.indianMobile') })
  .trim()
  .max(20, validationText('phone.indianMobile'))
  .transform((typed) => typed.replace(/[\s\-().]/g, ''))
  .transform((digits) => digits.replace(/^(?:\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, ''))
  .refine((national) => INDIAN_MOBILE.test(national), validationText('phone.indianMobile'))
  .transform((national) => `+91${national}`);

/** The last 10 digits of a stored mobile number: the key the free first minutes are claimed under. */
export function nationalMobileNumber(phone: string): string {
  return phone.replace(/\D/g, '').slice(-10);
}

/** "+91 ••••• •3210": how a number appears in answers and on screen before it is verified. */
export function maskedMobileNumber(phone: string): string {
  return `+91 ••••• •${nationalMobileNumber(phone).slice(-4)}`;
}

const codeSchema = z
  .string({ message: validationText('email.code') })
  .trim()
  .regex(/^\d{6}$/, validationText('email.code'));

/** POST /api/verification/phone/send: a code by SMS to this number. */
export const phoneCodeRequestSchema = z.object({ phone: indianMobileSchema });
export type PhoneCodeRequest = z.input<typeof phoneCodeRequestSchema>;

/** POST /api/verification/phone/confirm -> User with the number verified. */
export const phoneCodeConfirmSchema = z.object({ phone: indianMobileSchema, code: codeSchema });
export type PhoneCodeConfirm = z.input<typeof phoneCodeConfirmSchema>;

/** POST /api/verification/email/confirm -> User with the e-mail verified. */
export const emailCodeConfirmSchema = z.object({ code: codeSchema });
export type EmailCodeConfirm = z.infer<typeof emailCodeConfirmSchema>;

/** The answer to a send: where the code went (masked for a phone), until when it works, when to offer "Resend". */
export const verificationCodeSentSchema = z.object({
  channel: z.enum(['email', 'phone']),
  sentTo: z.string(),
  expiresAt: z.string(),
  resendAfterSeconds: z.number().int().nonnegative(),
});
export type VerificationCodeSent = z.infer<typeof verificationCodeSentSchema>;
