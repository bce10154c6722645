import { EMAIL_CODE_TTL_MINUTES, type EmailVerifyResponse, type User } from '@astrosetu/contracts';
import { AppError } from '../../../shared/errors/app-error';
import type { MailQueue } from '../../../shared/mail/mail-queue';
import { userRepository } from '../../users/user.repository';
import { emailVerificationRepository } from '../email-verification.repository';
import { hashVerificationCode, newSalt, newVerificationCode } from './verification-code';

/**
 * Step 1 of an email change: checks the new address is free, stores a hash of a fresh 6-digit code
 * (valid 10 minutes) and mails the code to the new address, which proves the person can read it.
 */
export async function requestEmailChange(user: User, newEmail: string, mail: MailQueue): Promise<EmailVerifyResponse> {
  if (newEmail === user.email) throw AppError.badRequest('This is already your email address', { newEmail: 'This is already your email address' });
  if (await userRepository.existsByEmail(newEmail)) throw AppError.conflict('An account with this email already exists');

  const code = newVerificationCode();
  const salt = newSalt();
  const expiresAt = new Date(Date.now() + EMAIL_CODE_TTL_MINUTES * 60_000);
  await emailVerificationRepository.replace({ userId: user.id, newEmail, codeHash: hashVerificationCode(code, salt), salt, expiresAt });

  try {
    // Queued (retried for a minute if the mail server refuses); the key is this code's, so it is sent once.
    await mail.send({
      key: `email-verification:${user.id}:${expiresAt.getTime()}`,
      to: newEmail,
      subject: 'Your AstroSetu verification code',
      tag: 'email-verification',
      text: [
        // No text of the account holder's choosing (such as the username) goes to an address not yet
        // proven theirs: the mail must not carry someone else's message.
        'Namaste,',
        '',
        `Your verification code is ${code}. It expires in ${EMAIL_CODE_TTL_MINUTES} minutes.`,
        '',
        'Enter it on your profile page to make this your AstroSetu email address.',
        'If you did not ask for this, ignore this message: your account stays as it is.',
      ].join('\n'),
    });
  } catch {
    await emailVerificationRepository.remove(user.id);
    throw new AppError(503, 'INTERNAL', 'We could not send the verification email. Please try again in a few minutes.');
  }
  return { message: `We are sending a 6-digit code to ${newEmail}: it usually arrives within a minute`, newEmail, expiresAt: expiresAt.toISOString() };
}
