// Written by tools/contracts/write-endpoint-routes.ts from the declarations (the one owner of every path): do not
// edit. Each endpoint as its method and path alone, typed by its declaration, for the web: a request built from
// these does not evaluate the declarations' schemas (issue 37). Lint checks the file is current.
import type { RoutesOf } from '../endpoint';
import type { notificationsEndpoints } from '../notifications-endpoints';

export const notificationsRoutes: RoutesOf<typeof notificationsEndpoints> = {
  list: { method: 'GET', path: '/notifications' },
  markRead: { method: 'PATCH', path: '/notifications/:id/read' },
};
