// Written by tools/contracts/write-endpoint-routes.ts from the declarations (the one owner of every path): do not
// edit. Each endpoint as its method and path alone, typed by its declaration, for the web: a request built from
// these does not evaluate the declarations' schemas (issue 37). Lint checks the file is current.
import type { RoutesOf } from '../endpoint';
import type { reviewsEndpoints } from '../reviews-endpoints';

export const reviewsRoutes: RoutesOf<typeof reviewsEndpoints> = {
  create: { method: 'POST', path: '/consultations/:id/review' },
  reply: { method: 'POST', path: '/reviews/:id/reply' },
  ofAstrologer: { method: 'GET', path: '/astrologers/:id/reviews' },
  own: { method: 'GET', path: '/astrologer/reviews' },
};
