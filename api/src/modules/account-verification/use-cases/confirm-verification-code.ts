import { VERIFICATION_CODE_MAX_ATTEMPTS, type User } from '@astrosetu/contracts';
import { AppError } from '../../../shared/errors/app-error';
import { apiText } from '../../../shared/i18n/api-text';
import { verificationCodeMatches } from '../../../shared/security/one-time-code';
import { userRepository } from '../../users/user.repository';
import type { VerificationChannel } from '../verification-code.model';
import { verificationCodeRepository } from '../verification-code.repository';

const wrongCode = (attemptsLeft: number) =>
  new AppError(400, 'VALIDATION_FAILED', apiText('errors.verification.wrongCode'), { code: apiText('errors.verification.wrongCode') }, { attemptsLeft });

/**
 * Checks a code sent to `target` on the channel. Every attempt counts before the comparison (at most
 * VERIFICATION_CODE_MAX_ATTEMPTS per code, atomically); an expired or used-up code is removed and must be asked for
 * again. The code is used once: it is removed when it matches.
 */
async function checkCode(channel: VerificationChannel, userId: number, target: string, code: string): Promise<void> {
  const pending = await verificationCodeRepository.find(channel, userId);
  if (!pending) throw AppError.badRequest(apiText('errors.verification.noCodeSent'));
  if (pending.target !== target) throw AppError.badRequest(apiText('errors.verification.codeForOtherTarget'));
  if (pending.expiresAt.getTime() <= Date.now()) {
    await verificationCodeRepository.remove(channel, userId);
    throw AppError.badRequest(apiText('errors.verification.codeExpired'));
  }
  const attempt = await verificationCodeRepository.useAttempt(channel, userId, VERIFICATION_CODE_MAX_ATTEMPTS);
  if (!attempt) {
    await verificationCodeRepository.remove(channel, userId);
    throw new AppError(429, 'RATE_LIMITED', apiText('errors.verification.tooManyWrongCodes'));
  }
  if (!verificationCodeMatches(code, attempt.salt, attempt.codeHash)) throw wrongCode(VERIFICATION_CODE_MAX_ATTEMPTS - attempt.attempts);
  await verificationCodeRepository.remove(channel, userId);
}

/** The mailed code confirms the address it was sent to, if the account still has that address. */
export async function confirmEmailCode(user: User, code: string): Promise<User> {
  if (user.emailVerified) return user;
  await checkCode('email', user.id, user.email, code);
  const updated = await userRepository.markEmailVerified(user.id, user.email);
  if (!updated) throw AppError.badRequest(apiText('errors.verification.codeForOtherTarget'));
  return updated;
}

/** The SMS code makes `phone` the account's verified mobile number. */
export async function confirmPhoneCode(user: User, phone: string, code: string): Promise<User> {
  await checkCode('phone', user.id, phone, code);
  const updated = await userRepository.markPhoneVerified(user.id, phone);
  if (!updated) throw AppError.unauthenticated(apiText('errors.common.accountGone'));
  return updated;
}
