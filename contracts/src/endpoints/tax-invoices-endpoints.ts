import type { Endpoint } from './endpoint';

/** The tax-invoices module's endpoints (api/src/modules/tax-invoices): filled as its routes move onto declarations (issue 34). */
export const taxInvoicesEndpoints = {} satisfies Record<string, Endpoint>;
