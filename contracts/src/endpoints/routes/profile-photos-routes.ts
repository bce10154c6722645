// Written by tools/contracts/write-endpoint-routes.ts from the declarations (the one owner of every path): do not
// edit. Each endpoint as its method and path alone, typed by its declaration, for the web: a request built from
// these does not evaluate the declarations' schemas (issue 37). Lint checks the file is current.
import type { RoutesOf } from '../endpoint';
import type { profilePhotosEndpoints } from '../profile-photos-endpoints';

export const profilePhotosRoutes: RoutesOf<typeof profilePhotosEndpoints> = {
  pendingPhoto: { method: 'GET', path: '/profile-photos/pending/:file' },
  pending: { method: 'GET', path: '/admin/profile-photos' },
  approve: { method: 'POST', path: '/admin/profile-photos/:id/approve' },
  reject: { method: 'POST', path: '/admin/profile-photos/:id/reject' },
};
