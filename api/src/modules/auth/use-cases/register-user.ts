import type { AuthResponse, RegisterRequest, UiLanguage } from '@astrosetu/contracts';
import { AppError } from '../../../shared/errors/app-error';
import { hashPassword } from '../../../shared/security/password-hasher';
import type { MailQueue } from '../../../shared/mail/mail-queue';
import { sendEmailCode } from '../../account-verification/use-cases/send-verification-code';
import type { SessionAuthenticator } from '../../sessions/session-authenticator';
import { userRepository } from '../../users/user.repository';

const EMAIL_TAKEN = 'An account with this email already exists';

/**
 * Creates a customer account (the role is always 'user'), signs it in and mails the code that confirms the address
 * (needed before a first booking). A mail that cannot be queued does not undo the account: the customer can ask
 * for the code again.
 */
export async function registerUser(input: RegisterRequest, sessions: Pick<SessionAuthenticator, 'issueToken'>, mail: MailQueue, language: UiLanguage = 'en'): Promise<AuthResponse> {
  if (await userRepository.existsByEmail(input.email)) throw AppError.conflict(EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await userRepository.create({
      username: input.username,
      email: input.email,
      phone: input.phone,
      passwordHash,
      role: 'user',
    });
    await sendEmailCode(user, mail, language).catch(() => undefined);
    return { token: await sessions.issueToken(user), user };
  } catch (error) {
    // Two registrations racing for one email: the unique index decides, the loser gets the same 409.
    if ((error as { code?: unknown }).code === 11000) throw AppError.conflict(EMAIL_TAKEN);
    throw error;
  }
}
