import { Router, type Request } from 'express';
import {
  changePasswordRequestSchema,
  emailConfirmRequestSchema,
  emailVerifyRequestSchema,
  uiLanguageRequestSchema,
  updateProfileRequestSchema,
  type MessageResponse,
} from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/errors/app-error';
import { currentSessionId, currentUser } from '../../shared/http/auth-guards';
import { createRateLimiter } from '../../shared/http/rate-limit';
import { parseBody } from '../../shared/http/validate';
import { explicitRequestLanguage, requestLanguage } from '../../shared/http/request-language';
import { appMailQueueOf, type MailQueue } from '../../shared/mail/mail-queue';
import { userProfileRepository } from '../users/user-profile.repository';
import { changePassword } from './use-cases/change-password';
import { computeProfileStats } from './use-cases/compute-profile-stats';
import { confirmEmailChange } from './use-cases/confirm-email-change';
import { requestEmailChange } from './use-cases/request-email-change';
import { apiText, say } from '../../shared/i18n/api-text';

/** The signed-in account's own profile (any role). */
export function createProfileRouter(ctx: AppContext, deps: { mail: () => MailQueue } = { mail: () => appMailQueueOf(ctx) }): Router {
  const router = Router();
  const { requireAuth } = ctx.guards;
  const { max, windowMs } = ctx.config.authRateLimit;
  // Counted per account alone (the limiter runs after requireAuth), so guessing codes or passwords is
  // slow even from many addresses; each action has its own budget.
  const perAccount = (req: Request) => String(currentUser(req).id);
  const verifyLimiter = createRateLimiter({ name: 'email-verify', max, windowMs, by: 'part', keyPart: perAccount });
  // Each request mails a code to an address of the caller's choosing: a daily cap per account keeps the
  // site from being used to send mail to strangers.
  const verifyDailyLimiter = createRateLimiter({
    name: 'email-verify-daily',
    max: ctx.config.emailVerificationsPerDay,
    windowMs: 24 * 60 * 60_000,
    by: 'part',
    keyPart: perAccount,
    message: apiText('errors.profile.tooManyCodesToday'),
  });
  const confirmLimiter = createRateLimiter({ name: 'email-confirm', max, windowMs, by: 'part', keyPart: perAccount });
  const passwordLimiter = createRateLimiter({ name: 'password-change', max, windowMs, by: 'part', keyPart: perAccount });

  router.get('/profile', requireAuth, (req, res) => {
    res.json(currentUser(req));
  });

  router.patch('/profile', requireAuth, async (req, res) => {
    const { email: _email, ...changes } = parseBody(updateProfileRequestSchema, req);
    const updated = await userProfileRepository.updateProfile(currentUser(req).id, changes);
    if (!updated) throw AppError.unauthenticated(apiText('errors.common.accountGone'));
    res.json(updated);
  });

  // The language chosen on the site, kept for what is written to this account later (e-mails, receipts, notifications).
  router.put('/profile/language', requireAuth, async (req, res) => {
    const { language } = parseBody(uiLanguageRequestSchema, req);
    const updated = await userProfileRepository.setUiLanguage(currentUser(req).id, language);
    if (!updated) throw AppError.unauthenticated(apiText('errors.common.accountGone'));
    res.json(updated);
  });

  router.get('/profile/stats', requireAuth, async (req, res) => {
    res.json(await computeProfileStats(currentUser(req).id));
  });

  router.post('/profile/email/verify', requireAuth, verifyLimiter, verifyDailyLimiter, async (req, res) => {
    const { newEmail } = parseBody(emailVerifyRequestSchema, req);
    res.json(await requestEmailChange(currentUser(req), newEmail, deps.mail(), explicitRequestLanguage(req) ?? currentUser(req).uiLanguage));
  });

  router.post('/profile/email/confirm', requireAuth, confirmLimiter, async (req, res) => {
    const { verificationCode } = parseBody(emailConfirmRequestSchema, req);
    res.json(await confirmEmailChange(currentUser(req), verificationCode, deps.mail(), explicitRequestLanguage(req) ?? currentUser(req).uiLanguage));
  });

  router.patch('/profile/password', requireAuth, passwordLimiter, async (req, res) => {
    await changePassword(currentUser(req), parseBody(changePasswordRequestSchema, req), currentSessionId(req));
    const body: MessageResponse = { message: say(requestLanguage(req), 'profile.passwordChanged') };
    res.json(body);
  });

  return router;
}
