import { Router, type Request, type RequestHandler } from 'express';
import { accountVerificationEndpoints, phoneCodeRequestSchema } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { currentUser } from '../../shared/http/auth-guards';
import { createRateLimiter } from '../../shared/http/rate-limit';
import { explicitRequestLanguage } from '../../shared/http/request-language';
import { endpointServer } from '../../shared/http/serve-endpoint';
import { parseBody } from '../../shared/http/validate';
import { apiText } from '../../shared/i18n/api-text';
import type { MailQueue } from '../../shared/mail/mail-queue';
import type { SmsSender } from './sms/sms-sender';
import { confirmEmailCode, confirmPhoneCode } from './use-cases/confirm-verification-code';
import { sendEmailCode, sendPhoneCode } from './use-cases/send-verification-code';

const HOUR_MS = 60 * 60_000;

/** The number a send is for, as the daily per-number limit counts it (the body is validated before it). */
function mobileNumberOf(req: Request): string {
  return parseBody(phoneCodeRequestSchema, req).phone;
}

/** A mistyped number is answered with a 400 before the per-number limit counts anything. */
const validPhoneBody: RequestHandler = (req, _res, next) => {
  parseBody(phoneCodeRequestSchema, req);
  next();
};

/**
 * Verified accounts (docs/trust.md#verified-accounts): the signed-in customer confirms their e-mail address and
 * mobile number with codes. Limits: codes per client address and hour, SMS per number and day (whichever accounts
 * ask), e-mails per account and day, and wrong guesses per account.
 */
export function createAccountVerificationRouter(
  ctx: AppContext,
  deps: { mail: MailQueue; sms: SmsSender },
): Router {
  const router = Router();
  const serve = endpointServer(router, ctx.guards);
  const { max, windowMs } = ctx.config.authRateLimit;
  const perAccount = (req: Request) => String(currentUser(req).id);
  const perAddressLimiter = createRateLimiter({
    name: 'verification-codes-address',
    max: ctx.config.verification.codesPerAddressPerHour,
    windowMs: HOUR_MS,
    by: 'address',
    message: apiText('errors.verification.tooManyCodesFromAddress'),
  }, ctx.rateLimitStores);
  const perNumberLimiter = createRateLimiter({
    name: 'verification-codes-number',
    max: ctx.config.verification.phoneCodesPerNumberPerDay,
    windowMs: 24 * HOUR_MS,
    by: 'part',
    keyPart: mobileNumberOf,
    message: apiText('errors.verification.tooManyCodesForNumber'),
  }, ctx.rateLimitStores);
  const emailDailyLimiter = createRateLimiter({
    name: 'verification-email-daily',
    max: ctx.config.emailVerificationsPerDay,
    windowMs: 24 * HOUR_MS,
    by: 'part',
    keyPart: perAccount,
    message: apiText('errors.profile.tooManyCodesToday'),
  }, ctx.rateLimitStores);
  const confirmLimiter = createRateLimiter({ name: 'verification-confirm', max, windowMs, by: 'part', keyPart: perAccount }, ctx.rateLimitStores);

  serve(accountVerificationEndpoints.sendEmailCode, perAddressLimiter, emailDailyLimiter, async (_request, req) => {
    const user = currentUser(req);
    return sendEmailCode(user, deps.mail, explicitRequestLanguage(req) ?? user.uiLanguage);
  });

  serve(accountVerificationEndpoints.confirmEmailCode, confirmLimiter, async ({ body }, req) => confirmEmailCode(currentUser(req), body.code));

  serve(accountVerificationEndpoints.sendPhoneCode, perAddressLimiter, validPhoneBody, perNumberLimiter, async ({ body }, req) =>
    sendPhoneCode(currentUser(req), body.phone, deps.sms),
  );

  serve(accountVerificationEndpoints.confirmPhoneCode, confirmLimiter, async ({ body }, req) =>
    confirmPhoneCode(currentUser(req), body.phone, body.code),
  );

  return router;
}
