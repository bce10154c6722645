import type { Endpoint } from './endpoint';

/** The astrologer-self module's endpoints (api/src/modules/astrologer-self): filled as its routes move onto declarations (issue 34). */
export const astrologerSelfEndpoints = {} satisfies Record<string, Endpoint>;
