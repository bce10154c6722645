import { Router } from 'express';
import { notificationsEndpoints } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/errors/app-error';
import { currentUser } from '../../shared/http/auth-guards';
import { endpointServer } from '../../shared/http/serve-endpoint';
import { notificationRepository } from './notification.repository';

/** Every signed-in account reads and marks its own notifications; nobody else's are reachable. */
export function createNotificationsRouter(ctx: AppContext): Router {
  const router = Router();
  const serve = endpointServer(router, ctx.guards);

  serve(notificationsEndpoints.list, async (_request, req) => notificationRepository.listForUser(currentUser(req).id));

  // Another account's notification answers 404 like a missing one: ids of others are not confirmed.
  serve(notificationsEndpoints.markRead, async ({ params }, req) => {
    const notification = await notificationRepository.markRead(currentUser(req).id, params.id);
    if (!notification) throw AppError.notFound('notification');
    return notification;
  });

  return router;
}
