import type { AuthResponse, LoginRequest } from '@astrosetu/contracts';
import { AppError } from '../../../shared/errors/app-error';
import { verifyAgainstDummy, verifyPassword } from '../../../shared/security/password-hasher';
import type { SessionAuthenticator } from '../../sessions/session-authenticator';
import { userRepository } from '../../users/user.repository';
import { apiText } from '../../../shared/i18n/api-text';

const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', apiText('errors.auth.invalidCredentials'));

/** Checks email and password; an unknown email and a wrong password look the same to the caller. */
export async function loginUser(input: LoginRequest, sessions: Pick<SessionAuthenticator, 'issueToken'>): Promise<AuthResponse> {
  const found = await userRepository.findByEmailWithPasswordHash(input.email);
  if (!found) {
    await verifyAgainstDummy(input.password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(input.password, found.passwordHash))) throw invalidCredentials();
  if (!found.user.isActive) throw new AppError(403, 'ACCOUNT_DISABLED', apiText('errors.common.accountDeactivated'));
  return { token: await sessions.issueToken(found.user), user: found.user };
}
