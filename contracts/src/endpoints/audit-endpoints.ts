import type { Endpoint } from './endpoint';

/** The audit module's endpoints (api/src/modules/audit): filled as its routes move onto declarations (issue 34). */
export const auditEndpoints = {} satisfies Record<string, Endpoint>;
