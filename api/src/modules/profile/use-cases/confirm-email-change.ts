import { EMAIL_CODE_MAX_ATTEMPTS, type UiLanguage, type User } from '@astrosetu/contracts';
import { AppError } from '../../../shared/errors/app-error';
import type { MailQueue } from '../../../shared/mail/mail-queue';
import { userProfileRepository } from '../../users/user-profile.repository';
import { emailVerificationRepository } from '../email-verification.repository';
import { verificationCodeMatches } from '../../../shared/security/one-time-code';
import { apiText, say } from '../../../shared/i18n/api-text';

const noPendingChange = () => AppError.badRequest(apiText('errors.profile.emailChangeWaitingRequest'));

/**
 * Step 2: the code mailed to the new address. Every attempt counts (at most 5); an expired or used-up
 * code must be requested again. On success the email changes and the old address is told about it.
 */
export async function confirmEmailChange(user: User, code: string, mail: MailQueue, language: UiLanguage = user.uiLanguage ?? 'en'): Promise<User> {
  const pending = await emailVerificationRepository.find(user.id);
  if (!pending) throw noPendingChange();
  if (pending.expiresAt.getTime() <= Date.now()) {
    await emailVerificationRepository.remove(user.id);
    throw AppError.badRequest(apiText('errors.profile.verificationCodeExpiredRequest'));
  }
  const attempt = await emailVerificationRepository.useAttempt(user.id, EMAIL_CODE_MAX_ATTEMPTS);
  if (!attempt) {
    await emailVerificationRepository.remove(user.id);
    throw new AppError(429, 'RATE_LIMITED', apiText('errors.profile.tooManyWrongCodes'));
  }
  if (!verificationCodeMatches(code, attempt.salt, attempt.codeHash)) {
    const left = EMAIL_CODE_MAX_ATTEMPTS - attempt.attempts;
    throw new AppError(400, 'VALIDATION_FAILED', apiText('errors.profile.invalidVerificationCode'), { verificationCode: apiText('errors.profile.invalidVerificationCode') }, { attemptsLeft: left });
  }

  let updated: User | null;
  try {
    updated = await userProfileRepository.setEmail(user.id, attempt.newEmail);
  } catch (error) {
    if ((error as { code?: unknown }).code === 11000) {
      await emailVerificationRepository.remove(user.id);
      throw AppError.conflict(apiText('errors.common.accountEmailAlreadyExists'));
    }
    throw error;
  }
  await emailVerificationRepository.remove(user.id);
  if (!updated) throw AppError.unauthenticated(apiText('errors.common.accountGone'));

  // Telling the old address is what lets a person notice a takeover; a failed notice must not undo the change.
  await mail
    .send({
      key: `email-changed:${user.id}:${Date.now()}`,
      to: user.email,
      subject: say(language, 'mail.emailChanged.subject'),
      tag: 'email-changed',
      text: [
        say(language, 'mail.greeting', { name: user.username }),
        '',
        say(language, 'mail.emailChanged.now', { email: updated.email }),
        say(language, 'mail.emailChanged.notYou'),
      ].join('\n'),
    })
    .catch(() => undefined);
  return updated;
}
