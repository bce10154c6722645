// Written by tools/contracts/write-endpoint-routes.ts from the declarations (the one owner of every path): do not
// edit. Each endpoint as its method and path alone, typed by its declaration, for the web: a request built from
// these does not evaluate the declarations' schemas (issue 37). Lint checks the file is current.
import type { RoutesOf } from '../endpoint';
import type { walletEndpoints } from '../wallet-endpoints';

export const walletRoutes: RoutesOf<typeof walletEndpoints> = {
  userLedger: { method: 'GET', path: '/admin/users/:id/ledger' },
  balances: { method: 'GET', path: '/wallet' },
  ledger: { method: 'GET', path: '/wallet/ledger' },
  spendingCap: { method: 'GET', path: '/wallet/spending-cap' },
  setSpendingCap: { method: 'PUT', path: '/wallet/spending-cap' },
};
