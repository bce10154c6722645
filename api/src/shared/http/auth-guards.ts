import type { Request, RequestHandler } from 'express';
import type { Role, User } from '@astrosetu/contracts';
import { AppError } from '../errors/app-error';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by requireAuth: the signed-in account, read fresh from the database on this request. */
      authUser?: User;
      /** Set by requireAuth: the server-side session the token names (logout ends it). */
      authSessionId?: string;
    }
  }
}

export interface AuthGuards {
  /** 401 without a valid bearer token, when its session ended, or when the account no longer exists or was deactivated. */
  requireAuth: RequestHandler;
  /** requireAuth, then 403 unless the account has one of `roles`. */
  requireRole(...roles: Role[]): RequestHandler;
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/** Resolves a token to a live session and account (see modules/sessions/session-authenticator). */
export type Authenticate = (token: string | undefined) => Promise<{ user: User; sessionId: string }>;

export function createAuthGuards(deps: { authenticate: Authenticate }): AuthGuards {
  const signIn = async (req: Request): Promise<User> => {
    const { user, sessionId } = await deps.authenticate(bearerToken(req.headers.authorization));
    req.authUser = user;
    req.authSessionId = sessionId;
    return user;
  };
  const requireAuth: RequestHandler = async (req, _res, next) => {
    await signIn(req);
    next();
  };
  const requireRole =
    (...roles: Role[]): RequestHandler =>
    async (req, _res, next) => {
      const user = await signIn(req);
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

/** The session of a request that passed requireAuth. */
export function currentSessionId(req: Request): string {
  if (!req.authSessionId) throw AppError.unauthenticated();
  return req.authSessionId;
}
