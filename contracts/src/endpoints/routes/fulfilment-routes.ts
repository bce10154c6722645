// Written by tools/contracts/write-endpoint-routes.ts from the declarations (the one owner of every path): do not
// edit. Each endpoint as its method and path alone, typed by its declaration, for the web: a request built from
// these does not evaluate the declarations' schemas (issue 37). Lint checks the file is current.
import type { RoutesOf } from '../endpoint';
import type { fulfilmentEndpoints } from '../fulfilment-endpoints';

export const fulfilmentRoutes: RoutesOf<typeof fulfilmentEndpoints> = {
  tasks: { method: 'GET', path: '/fulfilment/tasks' },
  claim: { method: 'POST', path: '/fulfilment/tasks/:txnid/claim' },
  task: { method: 'GET', path: '/fulfilment/tasks/:txnid' },
  report: { method: 'GET', path: '/fulfilment/tasks/:txnid/report' },
  draft: { method: 'PUT', path: '/fulfilment/tasks/:txnid/draft' },
  deliver: { method: 'POST', path: '/fulfilment/tasks/:txnid/deliver' },
  adminTasks: { method: 'GET', path: '/admin/fulfilment' },
  adminTask: { method: 'GET', path: '/admin/fulfilment/:txnid' },
};
