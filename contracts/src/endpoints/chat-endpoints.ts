import type { Endpoint } from './endpoint';

/** The chat module's endpoints (api/src/modules/chat): filled as its routes move onto declarations (issue 34). */
export const chatEndpoints = {} satisfies Record<string, Endpoint>;
