import { Router, type RequestHandler } from 'express';
import { devEndpoints } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { mailOutboxDir } from '../../shared/mail/create-mailer';
import { readOutbox } from '../../shared/mail/outbox-mailer';
import { loopbackOnly } from '../../shared/http/loopback-only';
import { endpointServer } from '../../shared/http/serve-endpoint';
import { smsOutboxDir } from '../account-verification/sms/create-sms-sender';
import { readSmsOutbox } from '../account-verification/sms/outbox-sms-sender';

/**
 * Developer and e2e helpers. They answer only when switched on (DEV_OUTBOX=true, refused in production)
 * and only requests made on this machine: elsewhere the paths answer 404 like any unknown path.
 * The outbox holds verification codes, so anyone who could read it could confirm any address.
 */
export function createDevRouter(ctx: AppContext): Router {
  const router = Router();
  const serve = endpointServer(router, ctx.guards);
  const switchedOn = ctx.config.env !== 'production' && ctx.config.devOutbox;
  // The routes are always mounted (every declared endpoint is); switched off, a request leaves this router
  // untouched and ends in the API's 404 for unknown paths, as when the routes did not exist.
  const onlyWhenSwitchedOn: RequestHandler = (_req, _res, next) => (switchedOn ? next() : next('router'));

  /** GET /api/dev/outbox?to=someone@example.com: the mails the embedded mailer "sent", newest first. */
  serve(devEndpoints.mailOutbox, onlyWhenSwitchedOn, loopbackOnly, ({ query: { to, limit } }) => readOutbox(mailOutboxDir(ctx.config), { to, limit }));

  /** GET /api/dev/sms-outbox?to=%2B919876543210: the SMS the sandbox provider "sent", newest first. */
  serve(devEndpoints.smsOutbox, onlyWhenSwitchedOn, loopbackOnly, ({ query: { to, limit } }) => readSmsOutbox(smsOutboxDir(ctx.config), { to, limit }));

  return router;
}
