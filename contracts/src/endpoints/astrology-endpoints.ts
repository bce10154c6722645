import type { Endpoint } from './endpoint';

/** The astrology module's endpoints (api/src/modules/astrology): filled as its routes move onto declarations (issue 34). */
export const astrologyEndpoints = {} satisfies Record<string, Endpoint>;
