// Written by tools/contracts/write-endpoint-routes.ts from the declarations (the one owner of every path): do not
// edit. Each endpoint as its method and path alone, typed by its declaration, for the web: a request built from
// these does not evaluate the declarations' schemas (issue 37). Lint checks the file is current.
import type { RoutesOf } from '../endpoint';
import type { ordersEndpoints } from '../orders-endpoints';

export const ordersRoutes: RoutesOf<typeof ordersEndpoints> = {
  list: { method: 'GET', path: '/payment/orders' },
  order: { method: 'GET', path: '/payment/orders/:txnid' },
  addDetails: { method: 'PUT', path: '/payment/orders/:txnid/details' },
  receipt: { method: 'GET', path: '/payment/orders/:txnid/receipt' },
  deliverable: { method: 'GET', path: '/payment/orders/:txnid/deliverable' },
  reading: { method: 'GET', path: '/payment/orders/:txnid/readings/:index' },
};
