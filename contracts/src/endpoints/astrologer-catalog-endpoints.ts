import type { Endpoint } from './endpoint';

/** The astrologer-catalog module's endpoints (api/src/modules/astrologer-catalog): filled as its routes move onto declarations (issue 34). */
export const astrologerCatalogEndpoints = {} satisfies Record<string, Endpoint>;
