import type { Endpoint } from './endpoint';

/** The moderation module's endpoints (api/src/modules/moderation): filled as its routes move onto declarations (issue 34). */
export const moderationEndpoints = {} satisfies Record<string, Endpoint>;
