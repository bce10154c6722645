import type { Endpoint } from './endpoint';

/** The wallet-statement module's endpoints (api/src/modules/wallet-statement): filled as its routes move onto declarations (issue 34). */
export const walletStatementEndpoints = {} satisfies Record<string, Endpoint>;
