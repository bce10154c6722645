import {
  maskedMobileNumber,
  VERIFICATION_CODE_TTL_MINUTES,
  VERIFICATION_RESEND_AFTER_SECONDS,
  type UiLanguage,
  type User,
  type VerificationCodeSent,
} from '@astrosetu/contracts';
import { AppError } from '../../../shared/errors/app-error';
import { apiText, say } from '../../../shared/i18n/api-text';
import type { MailQueue } from '../../../shared/mail/mail-queue';
import { hashVerificationCode, newSalt, newVerificationCode } from '../../../shared/security/one-time-code';
import { SmsNotSentError, type SmsSender } from '../sms/sms-sender';
import type { VerificationChannel } from '../verification-code.model';
import { verificationCodeRepository } from '../verification-code.repository';

/** A second code within VERIFICATION_RESEND_AFTER_SECONDS is refused: the first may still be on its way. */
async function refuseIfJustSent(channel: VerificationChannel, userId: number, now: Date): Promise<void> {
  const previous = await verificationCodeRepository.find(channel, userId);
  if (!previous) return;
  const waitMs = previous.sentAt.getTime() + VERIFICATION_RESEND_AFTER_SECONDS * 1000 - now.getTime();
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new AppError(429, 'RATE_LIMITED', apiText('errors.verification.waitBeforeResend', { seconds }), undefined, { retryAfterSeconds: seconds });
  }
}

/** Stores a fresh code's hash for the channel (replacing an earlier code) and returns the code to send. */
async function storeNewCode(channel: VerificationChannel, userId: number, target: string, now: Date): Promise<{ code: string; expiresAt: Date }> {
  const code = newVerificationCode();
  const salt = newSalt();
  const expiresAt = new Date(now.getTime() + VERIFICATION_CODE_TTL_MINUTES * 60_000);
  await verificationCodeRepository.replace({ userId, channel, target, codeHash: hashVerificationCode(code, salt), salt, sentAt: now, expiresAt });
  return { code, expiresAt };
}

/**
 * Mails a code that confirms the account's e-mail address: at sign-up, and again when the customer asks. The mail
 * goes through the queue (retried for a minute); the code is the proof that the person reads that mailbox.
 */
export async function sendEmailCode(user: User, mail: MailQueue, language: UiLanguage = user.uiLanguage ?? 'en'): Promise<VerificationCodeSent> {
  if (user.emailVerified) throw AppError.conflict(apiText('errors.verification.emailAlreadyVerified'));
  const now = new Date();
  await refuseIfJustSent('email', user.id, now);
  const { code, expiresAt } = await storeNewCode('email', user.id, user.email, now);
  try {
    await mail.send({
      key: `signup-email-code:${user.id}:${now.getTime()}`,
      to: user.email,
      subject: say(language, 'mail.signupVerification.subject'),
      tag: 'email-verification',
      text: [
        say(language, 'mail.greetingNoName'),
        '',
        say(language, 'mail.verification.code', { code, minutes: VERIFICATION_CODE_TTL_MINUTES }),
        '',
        say(language, 'mail.signupVerification.where'),
        say(language, 'mail.verification.ignore'),
      ].join('\n'),
    });
  } catch {
    await verificationCodeRepository.remove('email', user.id);
    throw new AppError(503, 'INTERNAL', apiText('errors.verification.mailNotSent'));
  }
  return { channel: 'email', sentTo: user.email, expiresAt: expiresAt.toISOString(), resendAfterSeconds: VERIFICATION_RESEND_AFTER_SECONDS };
}

/**
 * Sends a code by SMS to `phone` (+91 and 10 digits, from indianMobileSchema). The number becomes the account's
 * verified number only when the code comes back (confirmPhoneCode). A provider failure leaves no code behind.
 */
export async function sendPhoneCode(user: User, phone: string, sms: SmsSender): Promise<VerificationCodeSent> {
  if (user.phoneVerified && user.phone === phone) throw AppError.conflict(apiText('errors.verification.phoneAlreadyVerified'));
  const now = new Date();
  await refuseIfJustSent('phone', user.id, now);
  const { code, expiresAt } = await storeNewCode('phone', user.id, phone, now);
  try {
    await sms.sendVerificationCode({ to: phone, code, minutes: VERIFICATION_CODE_TTL_MINUTES });
  } catch (error) {
    await verificationCodeRepository.remove('phone', user.id);
    if (error instanceof SmsNotSentError) throw new AppError(503, 'INTERNAL', apiText('errors.verification.smsNotSent'));
    throw error;
  }
  return { channel: 'phone', sentTo: maskedMobileNumber(phone), expiresAt: expiresAt.toISOString(), resendAfterSeconds: VERIFICATION_RESEND_AFTER_SECONDS };
}
