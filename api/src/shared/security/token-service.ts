import jwt from 'jsonwebtoken';
import type { Role } from '@astrosetu/contracts';
import { AppError } from '../errors/app-error';
import { apiText } from '../i18n/api-text';

export interface TokenClaims {
  userId: number;
  role: Role;
  /** The server-side session this token stands for (see modules/sessions). */
  sessionId: string;
  /** Which in-memory database the session was started in (embedded engine only: it is new at each start). */
  databaseId?: string;
}

export type VerifiedToken = TokenClaims;

export interface TokenService {
  /** Token lifetime in seconds (a session lives as long as its token). */
  readonly lifetimeSeconds: number;
  sign(claims: TokenClaims): string;
  /** Returns the claims of a valid token; throws a 401 AppError for an expired, forged or malformed one. */
  verify(token: string): VerifiedToken;
}

const ALGORITHM = 'HS256';

function parseTtl(ttl: string): number {
  const match = /^(\d+)([smhd]?)$/.exec(ttl);
  if (!match) throw new Error(`Invalid token lifetime ${ttl}`);
  const unitSeconds = { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[match[2] as '' | 's' | 'm' | 'h' | 'd'];
  return Number(match[1]) * unitSeconds;
}

export interface TokenServiceOptions {
  secret: string;
  ttl: string;
  /**
   * The error for a well-formed token whose signature does not match. On the embedded engine the
   * secret is drawn at each start, so such a token almost always comes from before a restart.
   */
  badSignatureError?: () => AppError;
}

export function createTokenService(options: TokenServiceOptions): TokenService {
  const expiresIn = parseTtl(options.ttl);
  return {
    lifetimeSeconds: expiresIn,
    sign: ({ userId, role, sessionId, databaseId }) =>
      jwt.sign({ role, sid: sessionId, ...(databaseId ? { dbi: databaseId } : {}) }, options.secret, { algorithm: ALGORITHM, expiresIn, subject: String(userId) }),
    verify: (token) => {
      try {
        const payload = jwt.verify(token, options.secret, { algorithms: [ALGORITHM] });
        if (
          typeof payload === 'string' ||
          !payload.sub ||
          !/^\d+$/.test(payload.sub) ||
          typeof payload.sid !== 'string'
        ) {
          throw AppError.unauthenticated(apiText('errors.security.invalidToken'));
        }
        return {
          userId: Number(payload.sub),
          role: payload.role as Role,
          sessionId: payload.sid,
          ...(typeof payload.dbi === 'string' ? { databaseId: payload.dbi } : {}),
        };
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof jwt.TokenExpiredError) {
          throw new AppError(401, 'TOKEN_EXPIRED', apiText('errors.security.sessionExpiredSignAgain'));
        }
        if (error instanceof jwt.JsonWebTokenError && error.message === 'invalid signature' && options.badSignatureError) {
          throw options.badSignatureError();
        }
        throw AppError.unauthenticated(apiText('errors.security.invalidToken'));
      }
    },
  };
}
