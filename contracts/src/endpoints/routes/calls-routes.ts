// Written by tools/contracts/write-endpoint-routes.ts from the declarations (the one owner of every path): do not
// edit. Each endpoint as its method and path alone, typed by its declaration, for the web: a request built from
// these does not evaluate the declarations' schemas (issue 37). Lint checks the file is current.
import type { RoutesOf } from '../endpoint';
import type { callsEndpoints } from '../calls-endpoints';

export const callsRoutes: RoutesOf<typeof callsEndpoints> = {
  accept: { method: 'POST', path: '/calls/:id/accept' },
  decline: { method: 'POST', path: '/calls/:id/decline' },
  iceServers: { method: 'GET', path: '/calls/:id/ice-servers' },
};
