import { z } from 'zod';
import { idParamsSchema } from '../ids';
import { notificationSchema } from '../notification';
import { endpoint, schemaResponse, type Endpoint } from './endpoint';

/** Every signed-in account's own notifications (api/src/modules/notifications). */
export const notificationsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/notifications',
    summary: "The signed-in account's notifications",
    access: 'signed-in',
    response: schemaResponse('Notification[]', z.array(notificationSchema)),
  }),
  /** Another account's notification answers 404 like a missing one. */
  markRead: endpoint({
    method: 'PATCH',
    path: '/notifications/:id/read',
    summary: 'Mark one of the own notifications read',
    access: 'signed-in',
    params: idParamsSchema,
    response: schemaResponse('Notification', notificationSchema),
  }),
} satisfies Record<string, Endpoint>;
