import type { Endpoint } from './endpoint';

/** The consultations module's endpoints (api/src/modules/consultations): filled as its routes move onto declarations (issue 34). */
export const consultationsEndpoints = {} satisfies Record<string, Endpoint>;
