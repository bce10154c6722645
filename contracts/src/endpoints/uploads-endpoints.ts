import type { Endpoint } from './endpoint';

/** The uploads module's endpoints (api/src/modules/uploads): filled as its routes move onto declarations (issue 34). */
export const uploadsEndpoints = {} satisfies Record<string, Endpoint>;
