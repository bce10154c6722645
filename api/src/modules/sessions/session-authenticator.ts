import { AppError } from '../../shared/errors/app-error';
import type { SessionAuthenticator } from '../../shared/security/authenticated-session';
import type { TokenService, VerifiedToken } from '../../shared/security/token-service';
import { userRepository } from '../users/user.repository';
import { userSessions } from './user-sessions';
import { apiText, type LocalizedText } from '../../shared/i18n/api-text';

export type { AuthenticatedSession, SessionAuthenticator } from '../../shared/security/authenticated-session';

export const DEMO_RESET_MESSAGE = apiText('errors.sessions.demoReset');
export const SESSION_ENDED_MESSAGE = apiText('errors.sessions.ended');

export function sessionEndedError(message: LocalizedText): AppError {
  return new AppError(401, 'SESSION_ENDED', message);
}

/**
 * `embeddedDatabaseId`: on the embedded engine, a random name of this process's in-memory database,
 * carried by its tokens. A token of another one names a session of data that no longer exists (ids
 * even start again at 1), so the person is told the demo data was reset.
 */
export function createSessionAuthenticator(tokens: TokenService, options: { embeddedDatabaseId?: string } = {}): SessionAuthenticator {
  const { embeddedDatabaseId } = options;
  const endedError = (token: VerifiedToken) =>
    sessionEndedError(embeddedDatabaseId && token.databaseId !== embeddedDatabaseId ? DEMO_RESET_MESSAGE : SESSION_ENDED_MESSAGE);
  return {
    async authenticate(token) {
      if (!token) throw AppError.unauthenticated();
      const claims = tokens.verify(token);
      if (!(await userSessions.isLive(claims.sessionId, claims.userId))) throw endedError(claims);
      const user = await userRepository.findById(claims.userId);
      if (!user) throw AppError.unauthenticated(apiText('errors.common.accountGone'));
      if (!user.isActive) throw new AppError(401, 'ACCOUNT_DISABLED', apiText('errors.common.accountDeactivated'));
      return { user, sessionId: claims.sessionId };
    },
    async issueToken(user) {
      const session = await userSessions.start(user.id, tokens.lifetimeSeconds);
      return tokens.sign({ userId: user.id, role: user.role, sessionId: session.id, ...(embeddedDatabaseId ? { databaseId: embeddedDatabaseId } : {}) });
    },
  };
}
