import { Router } from 'express';
import { idParamsSchema } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/errors/app-error';
import { currentUser } from '../../shared/http/auth-guards';
import { parseParams } from '../../shared/http/validate';
import { notificationRepository } from './notification.repository';

/** Every signed-in account reads and marks its own notifications; nobody else's are reachable. */
export function createNotificationsRouter(ctx: AppContext): Router {
  const router = Router();
  const { requireAuth } = ctx.guards;

  router.get('/notifications', requireAuth, async (req, res) => {
    res.json(await notificationRepository.listForUser(currentUser(req).id));
  });

  // Another account's notification answers 404 like a missing one: ids of others are not confirmed.
  router.patch('/notifications/:id/read', requireAuth, async (req, res) => {
    const { id } = parseParams(idParamsSchema, req);
    const notification = await notificationRepository.markRead(currentUser(req).id, id);
    if (!notification) throw AppError.notFound('notification');
    res.json(notification);
  });

  return router;
}
