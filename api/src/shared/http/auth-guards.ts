import type { Request, RequestHandler } from 'express';
import type { Role, User } from '@astrosetu/contracts';
import { AppError } from '../errors/app-error';
import type { TokenService } from '../security/token-service';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by requireAuth: the signed-in account, read fresh from the database on this request. */
      authUser?: User;
    }
  }
}

export interface AuthGuards {
  /** 401 without a valid bearer token or when the account no longer exists or was deactivated. */
  requireAuth: RequestHandler;
  /** requireAuth, then 403 unless the account has one of `roles`. */
  requireRole(...roles: Role[]): RequestHandler;
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * Resolves a token to a live account. The account is re-read on every call, so deactivating a user
 * (or changing their role) takes effect immediately, not when the token expires.
 */
export async function authenticateToken(
  token: string | undefined,
  deps: { tokens: TokenService; findUserById(id: number): Promise<User | null> },
): Promise<User> {
  if (!token) throw AppError.unauthenticated();
  const claims = deps.tokens.verify(token);
  const user = await deps.findUserById(claims.userId);
  if (!user) throw AppError.unauthenticated('This account no longer exists');
  if (!user.isActive) throw new AppError(401, 'ACCOUNT_DISABLED', 'This account has been deactivated');
  return user;
}

export function createAuthGuards(deps: {
  tokens: TokenService;
  findUserById(id: number): Promise<User | null>;
}): AuthGuards {
  const requireAuth: RequestHandler = async (req, _res, next) => {
    req.authUser = await authenticateToken(bearerToken(req.headers.authorization), deps);
    next();
  };
  const requireRole =
    (...roles: Role[]): RequestHandler =>
    async (req, _res, next) => {
      const user = await authenticateToken(bearerToken(req.headers.authorization), deps);
      req.authUser = user;
      if (!roles.includes(user.role)) throw AppError.forbidden();
      next();
    };
  return { requireAuth, requireRole };
}

/** The signed-in account of a request that passed requireAuth. */
export function currentUser(req: Request): User {
  if (!req.authUser) throw AppError.unauthenticated();
  return req.authUser;
}
