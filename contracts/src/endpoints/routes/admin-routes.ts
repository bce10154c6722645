// Written by tools/contracts/write-endpoint-routes.ts from the declarations (the one owner of every path): do not
// edit. Each endpoint as its method and path alone, typed by its declaration, for the web: a request built from
// these does not evaluate the declarations' schemas (issue 37). Lint checks the file is current.
import type { RoutesOf } from '../endpoint';
import type { adminEndpoints } from '../admin-endpoints';

export const adminRoutes: RoutesOf<typeof adminEndpoints> = {
  stats: { method: 'GET', path: '/admin/stats' },
  analytics: { method: 'GET', path: '/admin/analytics' },
  users: { method: 'GET', path: '/admin/users' },
  setUserStatus: { method: 'PATCH', path: '/admin/users/:id/status' },
  astrologers: { method: 'GET', path: '/admin/astrologers' },
  pendingAstrologers: { method: 'GET', path: '/admin/astrologers/pending' },
  createAstrologer: { method: 'POST', path: '/admin/astrologers' },
  astrologer: { method: 'GET', path: '/admin/astrologers/:id' },
  updateAstrologer: { method: 'PATCH', path: '/admin/astrologers/:id' },
  deleteAstrologer: { method: 'DELETE', path: '/admin/astrologers/:id' },
  approveAstrologer: { method: 'PATCH', path: '/admin/astrologers/:id/approve' },
  rejectAstrologer: { method: 'PATCH', path: '/admin/astrologers/:id/reject' },
  setAstrologerOnline: { method: 'PATCH', path: '/admin/astrologers/:id/status' },
  astrologerStats: { method: 'GET', path: '/admin/astrologers/:id/stats' },
};
