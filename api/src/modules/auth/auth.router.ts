import { Router } from 'express';
import { loginRequestSchema, registerRequestSchema } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { currentSessionId, currentUser } from '../../shared/http/auth-guards';
import { userSessions } from '../sessions/user-sessions';
import { createRateLimiter, emailOfBody } from '../../shared/http/rate-limit';
import { parseBody } from '../../shared/http/validate';
import { appMailQueueOf } from '../../shared/mail/mail-queue';
import { requestLanguage } from '../../shared/http/request-language';
import { loginUser } from './use-cases/login-user';
import { registerUser } from './use-cases/register-user';

export function createAuthRouter(ctx: AppContext): Router {
  const router = Router();
  const { max, windowMs, perAddressMax } = ctx.config.authRateLimit;
  // Password guessing is limited per address and account, and per address whatever the account
  // (password spraying: one password tried on many emails); account creation per address.
  const loginAddressLimiter = createRateLimiter({ name: 'login-address', max: perAddressMax, windowMs, by: 'address' });
  const loginLimiter = createRateLimiter({ name: 'login', max, windowMs, by: 'address+part', keyPart: emailOfBody });
  const registerLimiter = createRateLimiter({ name: 'register', max, windowMs, by: 'address' });

  router.post('/auth/register', registerLimiter, async (req, res) => {
    const input = parseBody(registerRequestSchema, req);
    res.status(201).json(await registerUser(input, ctx.sessions, appMailQueueOf(ctx), requestLanguage(req)));
  });

  router.post('/auth/login', loginAddressLimiter, loginLimiter, async (req, res) => {
    const input = parseBody(loginRequestSchema, req);
    res.json(await loginUser(input, ctx.sessions));
  });

  // Ends this sign-in's session (the token stops working everywhere, its sockets close); other devices stay signed in.
  router.post('/auth/logout', ctx.guards.requireAuth, async (req, res) => {
    await userSessions.end(currentUser(req).id, currentSessionId(req));
    res.status(204).end();
  });

  // /auth/me and /auth/user are the same answer under the two names the web uses.
  router.get(['/auth/me', '/auth/user'], ctx.guards.requireAuth, (req, res) => {
    res.json(currentUser(req));
  });

  return router;
}
