import { EMAIL_CODE_TTL_MINUTES, type EmailVerifyResponse, type UiLanguage, type User } from '@astrosetu/contracts';
import { AppError } from '../../../shared/errors/app-error';
import type { MailQueue } from '../../../shared/mail/mail-queue';
import { userRepository } from '../../users/user.repository';
import { emailVerificationRepository } from '../email-verification.repository';
import { hashVerificationCode, newSalt, newVerificationCode } from '../../../shared/security/one-time-code';
import { apiText, say } from '../../../shared/i18n/api-text';

/**
 * Step 1 of an email change: checks the new address is free, stores a hash of a fresh 6-digit code
 * (valid 10 minutes) and mails the code to the new address, which proves the person can read it.
 */
export async function requestEmailChange(user: User, newEmail: string, mail: MailQueue, language: UiLanguage = user.uiLanguage ?? 'en'): Promise<EmailVerifyResponse> {
  if (newEmail === user.email) throw AppError.badRequest(apiText('errors.profile.alreadyEmailAddress'), { newEmail: apiText('errors.profile.alreadyEmailAddress') });
  if (await userRepository.existsByEmail(newEmail)) throw AppError.conflict(apiText('errors.common.accountEmailAlreadyExists'));

  const code = newVerificationCode();
  const salt = newSalt();
  const expiresAt = new Date(Date.now() + EMAIL_CODE_TTL_MINUTES * 60_000);
  await emailVerificationRepository.replace({ userId: user.id, newEmail, codeHash: hashVerificationCode(code, salt), salt, expiresAt });

  try {
    // Queued (retried for a minute if the mail server refuses); the key is this code's, so it is sent once.
    await mail.send({
      key: `email-verification:${user.id}:${expiresAt.getTime()}`,
      to: newEmail,
      subject: say(language, 'mail.verification.subject'),
      tag: 'email-verification',
      text: [
        // No text of the account holder's choosing (such as the username) goes to an address not yet
        // proven theirs: the mail must not carry someone else's message.
        say(language, 'mail.greetingNoName'),
        '',
        say(language, 'mail.verification.code', { code, minutes: EMAIL_CODE_TTL_MINUTES }),
        '',
        say(language, 'mail.verification.where'),
        say(language, 'mail.verification.ignore'),
      ].join('\n'),
    });
  } catch {
    await emailVerificationRepository.remove(user.id);
    throw new AppError(503, 'INTERNAL', apiText('errors.profile.verificationMailFailed'));
  }
  return { message: say(language, 'mail.verification.sending', { email: newEmail }), newEmail, expiresAt: expiresAt.toISOString() };
}
