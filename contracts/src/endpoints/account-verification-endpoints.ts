import type { Endpoint } from './endpoint';

/** The account-verification module's endpoints (api/src/modules/account-verification): filled as its routes move onto declarations (issue 34). */
export const accountVerificationEndpoints = {} satisfies Record<string, Endpoint>;
