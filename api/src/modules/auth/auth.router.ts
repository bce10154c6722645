import { Router } from 'express';
import { authEndpoints } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { currentSessionId, currentUser } from '../../shared/http/auth-guards';
import { userSessions } from '../sessions/user-sessions';
import { createRateLimiter, emailOfBody } from '../../shared/http/rate-limit';
import { endpointServer } from '../../shared/http/serve-endpoint';
import type { MailQueue } from '../../shared/mail/mail-queue';
import { requestLanguage } from '../../shared/http/request-language';
import { loginUser } from './use-cases/login-user';
import { registerUser } from './use-cases/register-user';

export function createAuthRouter(ctx: AppContext, deps: { mail: MailQueue }): Router {
  const router = Router();
  const serve = endpointServer(router, ctx.guards);
  const { max, windowMs, perAddressMax } = ctx.config.authRateLimit;
  // Password guessing is limited per address and account, and per address whatever the account
  // (password spraying: one password tried on many emails); account creation per address.
  const loginAddressLimiter = createRateLimiter({ name: 'login-address', max: perAddressMax, windowMs, by: 'address' }, ctx.rateLimitStores);
  const loginLimiter = createRateLimiter({ name: 'login', max, windowMs, by: 'address+part', keyPart: emailOfBody }, ctx.rateLimitStores);
  const registerLimiter = createRateLimiter({ name: 'register', max, windowMs, by: 'address' }, ctx.rateLimitStores);

  serve(authEndpoints.register, registerLimiter, async ({ body }, req) =>
    registerUser(body, ctx.sessions, deps.mail, requestLanguage(req)),
  );

  serve(authEndpoints.login, loginAddressLimiter, loginLimiter, async ({ body }) => loginUser(body, ctx.sessions));

  // Ends this sign-in's session (the token stops working everywhere, its sockets close); other devices stay signed in.
  serve(authEndpoints.logout, async (_request, req) => {
    await userSessions.end(currentUser(req).id, currentSessionId(req), ctx.events);
  });

  // /auth/me and /auth/user are the same answer under the two names the web uses.
  serve(authEndpoints.me, (_request, req) => currentUser(req));
  serve(authEndpoints.user, (_request, req) => currentUser(req));

  return router;
}
