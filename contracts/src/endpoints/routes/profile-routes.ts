// Written by tools/contracts/write-endpoint-routes.ts from the declarations (the one owner of every path): do not
// edit. Each endpoint as its method and path alone, typed by its declaration, for the web: a request built from
// these does not evaluate the declarations' schemas (issue 37). Lint checks the file is current.
import type { RoutesOf } from '../endpoint';
import type { profileEndpoints } from '../profile-endpoints';

export const profileRoutes: RoutesOf<typeof profileEndpoints> = {
  get: { method: 'GET', path: '/profile' },
  update: { method: 'PATCH', path: '/profile' },
  setLanguage: { method: 'PUT', path: '/profile/language' },
  stats: { method: 'GET', path: '/profile/stats' },
  requestEmailChange: { method: 'POST', path: '/profile/email/verify' },
  confirmEmailChange: { method: 'POST', path: '/profile/email/confirm' },
  changePassword: { method: 'PATCH', path: '/profile/password' },
};
