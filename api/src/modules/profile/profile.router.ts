import { Router, type Request } from 'express';
import { profileEndpoints, type MessageResponse } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/errors/app-error';
import { currentSessionId, currentUser } from '../../shared/http/auth-guards';
import { createRateLimiter } from '../../shared/http/rate-limit';
import { endpointServer } from '../../shared/http/serve-endpoint';
import { explicitRequestLanguage, requestLanguage } from '../../shared/http/request-language';
import type { MailQueue } from '../../shared/mail/mail-queue';
import { userProfileRepository } from '../users/user-profile.repository';
import { changePassword } from './use-cases/change-password';
import { computeProfileStats } from './use-cases/compute-profile-stats';
import { confirmEmailChange } from './use-cases/confirm-email-change';
import { requestEmailChange } from './use-cases/request-email-change';
import { apiText, say } from '../../shared/i18n/api-text';

/** The signed-in account's own profile (any role). */
export function createProfileRouter(ctx: AppContext, deps: { mail: MailQueue }): Router {
  const router = Router();
  const serve = endpointServer(router, ctx.guards);
  const { max, windowMs } = ctx.config.authRateLimit;
  // Counted per account alone (the limiter runs after requireAuth), so guessing codes or passwords is
  // slow even from many addresses; each action has its own budget.
  const perAccount = (req: Request) => String(currentUser(req).id);
  const verifyLimiter = createRateLimiter({ name: 'email-verify', max, windowMs, by: 'part', keyPart: perAccount }, ctx.rateLimitStores);
  // Each request mails a code to an address of the caller's choosing: a daily cap per account keeps the
  // site from being used to send mail to strangers.
  const verifyDailyLimiter = createRateLimiter({
    name: 'email-verify-daily',
    max: ctx.config.emailVerificationsPerDay,
    windowMs: 24 * 60 * 60_000,
    by: 'part',
    keyPart: perAccount,
    message: apiText('errors.profile.tooManyCodesToday'),
  }, ctx.rateLimitStores);
  const confirmLimiter = createRateLimiter({ name: 'email-confirm', max, windowMs, by: 'part', keyPart: perAccount }, ctx.rateLimitStores);
  const passwordLimiter = createRateLimiter({ name: 'password-change', max, windowMs, by: 'part', keyPart: perAccount }, ctx.rateLimitStores);

  serve(profileEndpoints.get, (_request, req) => currentUser(req));

  serve(profileEndpoints.update, async ({ body }, req) => {
    const { email: _email, ...changes } = body;
    const updated = await userProfileRepository.updateProfile(currentUser(req).id, changes);
    if (!updated) throw AppError.unauthenticated(apiText('errors.common.accountGone'));
    return updated;
  });

  // The language chosen on the site, kept for what is written to this account later (e-mails, receipts, notifications).
  serve(profileEndpoints.setLanguage, async ({ body }, req) => {
    const updated = await userProfileRepository.setUiLanguage(currentUser(req).id, body.language);
    if (!updated) throw AppError.unauthenticated(apiText('errors.common.accountGone'));
    return updated;
  });

  serve(profileEndpoints.stats, async (_request, req) => computeProfileStats(currentUser(req).id));

  serve(profileEndpoints.requestEmailChange, verifyLimiter, verifyDailyLimiter, async ({ body }, req) =>
    requestEmailChange(currentUser(req), body.newEmail, deps.mail, explicitRequestLanguage(req) ?? currentUser(req).uiLanguage),
  );

  serve(profileEndpoints.confirmEmailChange, confirmLimiter, async ({ body }, req) =>
    confirmEmailChange(currentUser(req), body.verificationCode, deps.mail, explicitRequestLanguage(req) ?? currentUser(req).uiLanguage),
  );

  serve(profileEndpoints.changePassword, passwordLimiter, async ({ body }, req) => {
    await changePassword(currentUser(req), body, currentSessionId(req), ctx.events);
    const answer: MessageResponse = { message: say(requestLanguage(req), 'profile.passwordChanged') };
    return answer;
  });

  return router;
}
