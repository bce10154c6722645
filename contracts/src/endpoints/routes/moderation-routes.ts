// Written by tools/contracts/write-endpoint-routes.ts from the declarations (the one owner of every path): do not
// edit. Each endpoint as its method and path alone, typed by its declaration, for the web: a request built from
// these does not evaluate the declarations' schemas (issue 37). Lint checks the file is current.
import type { RoutesOf } from '../endpoint';
import type { moderationEndpoints } from '../moderation-endpoints';

export const moderationRoutes: RoutesOf<typeof moderationEndpoints> = {
  report: { method: 'POST', path: '/reports' },
  blocks: { method: 'GET', path: '/blocks' },
  block: { method: 'POST', path: '/blocks' },
  unblock: { method: 'DELETE', path: '/blocks/:astrologerId' },
  reports: { method: 'GET', path: '/admin/moderation/reports' },
  actOnReport: { method: 'POST', path: '/admin/moderation/reports/:id/actions' },
  contactAttempts: { method: 'GET', path: '/admin/moderation/contact-attempts' },
};
