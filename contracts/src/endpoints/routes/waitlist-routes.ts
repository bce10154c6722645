// Written by tools/contracts/write-endpoint-routes.ts from the declarations (the one owner of every path): do not
// edit. Each endpoint as its method and path alone, typed by its declaration, for the web: a request built from
// these does not evaluate the declarations' schemas (issue 37). Lint checks the file is current.
import type { RoutesOf } from '../endpoint';
import type { waitlistEndpoints } from '../waitlist-endpoints';

export const waitlistRoutes: RoutesOf<typeof waitlistEndpoints> = {
  join: { method: 'POST', path: '/waitlist' },
  queueStatus: { method: 'GET', path: '/waitlist/astrologers/:id' },
  mine: { method: 'GET', path: '/waitlist/mine' },
  leave: { method: 'POST', path: '/waitlist/leave' },
  accept: { method: 'POST', path: '/waitlist/accept' },
  astrologerQueue: { method: 'GET', path: '/astrologer/waitlist' },
};
