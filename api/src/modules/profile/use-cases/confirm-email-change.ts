import { EMAIL_CODE_MAX_ATTEMPTS, type User } from '@astrosetu/contracts';
import { AppError } from '../../../shared/errors/app-error';
import type { MailQueue } from '../../../shared/mail/mail-queue';
import { userProfileRepository } from '../../users/user-profile.repository';
import { emailVerificationRepository } from '../email-verification.repository';
import { verificationCodeMatches } from './verification-code';

const noPendingChange = () => AppError.badRequest('No email change is waiting. Please request a new code.');

/**
 * Step 2: the code mailed to the new address. Every attempt counts (at most 5); an expired or used-up
 * code must be requested again. On success the email changes and the old address is told about it.
 */
export async function confirmEmailChange(user: User, code: string, mail: MailQueue): Promise<User> {
  const pending = await emailVerificationRepository.find(user.id);
  if (!pending) throw noPendingChange();
  if (pending.expiresAt.getTime() <= Date.now()) {
    await emailVerificationRepository.remove(user.id);
    throw AppError.badRequest('The verification code has expired. Please request a new code.');
  }
  const attempt = await emailVerificationRepository.useAttempt(user.id, EMAIL_CODE_MAX_ATTEMPTS);
  if (!attempt) {
    await emailVerificationRepository.remove(user.id);
    throw new AppError(429, 'RATE_LIMITED', 'Too many wrong codes. Please request a new code.');
  }
  if (!verificationCodeMatches(code, attempt.salt, attempt.codeHash)) {
    const left = EMAIL_CODE_MAX_ATTEMPTS - attempt.attempts;
    throw new AppError(400, 'VALIDATION_FAILED', 'Invalid verification code', { verificationCode: 'Invalid verification code' }, { attemptsLeft: left });
  }

  let updated: User | null;
  try {
    updated = await userProfileRepository.setEmail(user.id, attempt.newEmail);
  } catch (error) {
    if ((error as { code?: unknown }).code === 11000) {
      await emailVerificationRepository.remove(user.id);
      throw AppError.conflict('An account with this email already exists');
    }
    throw error;
  }
  await emailVerificationRepository.remove(user.id);
  if (!updated) throw AppError.unauthenticated('This account no longer exists');

  // Telling the old address is what lets a person notice a takeover; a failed notice must not undo the change.
  await mail
    .send({
      key: `email-changed:${user.id}:${Date.now()}`,
      to: user.email,
      subject: 'Your AstroSetu email address was changed',
      tag: 'email-changed',
      text: [
        `Namaste ${user.username},`,
        '',
        `The email address of your AstroSetu account is now ${updated.email}.`,
        'If you did not make this change, contact support straight away.',
      ].join('\n'),
    })
    .catch(() => undefined);
  return updated;
}
