import type { Endpoint } from './endpoint';

/** The categories module's endpoints (api/src/modules/categories): filled as its routes move onto declarations (issue 34). */
export const categoriesEndpoints = {} satisfies Record<string, Endpoint>;
