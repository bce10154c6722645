import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../shared/app-context';
import { mailOutboxDir } from '../../shared/mail/create-mailer';
import { readOutbox } from '../../shared/mail/outbox-mailer';
import { loopbackOnly } from '../../shared/http/loopback-only';
import { parseQuery } from '../../shared/http/validate';
import { smsOutboxDir } from '../account-verification/sms/create-sms-sender';
import { readSmsOutbox } from '../account-verification/sms/outbox-sms-sender';

const outboxQuerySchema = z.object({
  to: z.string().trim().max(200).optional(),
  limit: z.coerce.number({ message: 'limit must be 1 to 200' }).int().min(1, 'limit must be 1 to 200').max(200, 'limit must be 1 to 200').default(20),
});

/**
 * Developer and e2e helpers. They exist only when switched on (DEV_OUTBOX=true, refused in production)
 * and answer only requests made on this machine: elsewhere the paths answer 404 like any unknown path.
 * The outbox holds verification codes, so anyone who could read it could confirm any address.
 */
export function createDevRouter(ctx: AppContext): Router {
  const router = Router();
  if (ctx.config.env === 'production' || !ctx.config.devOutbox) return router;

  /** GET /api/dev/outbox?to=someone@example.com: the mails the embedded mailer "sent", newest first. */
  router.get('/dev/outbox', loopbackOnly, async (req, res) => {
    const { to, limit } = parseQuery(outboxQuerySchema, req);
    res.json(await readOutbox(mailOutboxDir(ctx.config), { to, limit }));
  });

  /** GET /api/dev/sms-outbox?to=%2B919876543210: the SMS the sandbox provider "sent", newest first. */
  router.get('/dev/sms-outbox', loopbackOnly, async (req, res) => {
    const { to, limit } = parseQuery(outboxQuerySchema, req);
    res.json(await readSmsOutbox(smsOutboxDir(ctx.config), { to, limit }));
  });

  return router;
}
