import type { Role, User } from '@astrosetu/contracts';

export interface AuthenticatedSession {
  user: User;
  sessionId: string;
}

/**
 * The port the HTTP and socket layers sign requests in through; the sessions module implements it
 * (createSessionAuthenticator) and the server wires it into the AppContext, so shared code never
 * imports a feature module.
 */
export interface SessionAuthenticator {
  /**
   * Resolves a bearer token to a live session and account: the token's signature, its session (still
   * in this database), and the account (re-read, so a role change or deactivation counts at once).
   */
  authenticate(token: string | undefined): Promise<AuthenticatedSession>;
  /** Starts a session for an account that just proved who it is and returns its token. */
  issueToken(user: { id: number; role: Role }): Promise<string>;
}
