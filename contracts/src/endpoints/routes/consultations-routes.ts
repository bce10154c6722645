// Written by tools/contracts/write-endpoint-routes.ts from the declarations (the one owner of every path): do not
// edit. Each endpoint as its method and path alone, typed by its declaration, for the web: a request built from
// these does not evaluate the declarations' schemas (issue 37). Lint checks the file is current.
import type { RoutesOf } from '../endpoint';
import type { consultationsEndpoints } from '../consultations-endpoints';

export const consultationsRoutes: RoutesOf<typeof consultationsEndpoints> = {
  book: { method: 'POST', path: '/consultations' },
  freeFirstMinutes: { method: 'GET', path: '/consultations/free-first-minutes' },
  ofUser: { method: 'GET', path: '/consultations/user/:userId' },
  activeOfUser: { method: 'GET', path: '/consultations/active/:userId' },
  saveDetails: { method: 'PATCH', path: '/consultations/:id' },
  skipDetails: { method: 'POST', path: '/consultations/:id/skip-details' },
  refundIfEndedNow: { method: 'GET', path: '/consultations/:id/refund-if-ended-now' },
  end: { method: 'POST', path: '/consultations/:id/end' },
  extend: { method: 'POST', path: '/consultations/:id/extend' },
  extendByAstrologer: { method: 'POST', path: '/consultations/:id/extend-astrologer' },
  astrologerActive: { method: 'GET', path: '/astrologer/consultations/active' },
  astrologerHistory: { method: 'GET', path: '/astrologer/consultations/history' },
};
