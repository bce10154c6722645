import jwt from 'jsonwebtoken';
import type { Role } from '@astrosetu/contracts';
import { AppError } from '../errors/app-error';

export interface TokenClaims {
  userId: number;
  role: Role;
}

export interface TokenService {
  sign(claims: TokenClaims): string;
  /** Returns the claims of a valid token; throws a 401 AppError for an expired, forged or malformed one. */
  verify(token: string): TokenClaims;
}

const ALGORITHM = 'HS256';

function parseTtl(ttl: string): number {
  const match = /^(\d+)([smhd]?)$/.exec(ttl);
  if (!match) throw new Error(`Invalid token lifetime ${ttl}`);
  const unitSeconds = { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[match[2] as '' | 's' | 'm' | 'h' | 'd'];
  return Number(match[1]) * unitSeconds;
}

export function createTokenService(options: { secret: string; ttl: string }): TokenService {
  const expiresIn = parseTtl(options.ttl);
  return {
    sign: ({ userId, role }) =>
      jwt.sign({ role }, options.secret, { algorithm: ALGORITHM, expiresIn, subject: String(userId) }),
    verify: (token) => {
      try {
        const payload = jwt.verify(token, options.secret, { algorithms: [ALGORITHM] });
        if (typeof payload === 'string' || !payload.sub || !/^\d+$/.test(payload.sub)) {
          throw AppError.unauthenticated('Invalid token');
        }
        return { userId: Number(payload.sub), role: payload.role as Role };
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof jwt.TokenExpiredError) {
          throw new AppError(401, 'TOKEN_EXPIRED', 'Your session has expired. Please sign in again.');
        }
        throw AppError.unauthenticated('Invalid token');
      }
    },
  };
}
